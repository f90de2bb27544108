/** The home page, the four post lists and one bureau's list: the public pages that need no post from WordPress. */
export const HOME_AND_LISTS = ['/', '/berita', '/artikel', '/pengumuman', '/undangan', '/berita/biro/humas'];
