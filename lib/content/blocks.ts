/**
 * Layout touches on a post body's sanitised markup (behaviour §2.6 "How each block is shown"),
 * in place. WordPress already gives its own images srcset, sizes, width and height; this only
 * fills in what other markup lacks.
 */
export function prepareBlocks(root: DocumentFragment | Element): void {
  const doc = root.ownerDocument!;
  // Below the featured image, so never the first thing on screen: lazy, decoded off the main thread.
  for (const image of root.querySelectorAll('img')) {
    if (!image.hasAttribute('loading')) image.setAttribute('loading', 'lazy');
    if (!image.hasAttribute('decoding')) image.setAttribute('decoding', 'async');
  }
  // A wide table scrolls sideways inside its own box (never the page); the box takes keyboard
  // focus so it can be scrolled without a mouse. A table outside WordPress's table block gets one.
  for (const table of root.querySelectorAll('table')) {
    let box = table.parentElement;
    if (!box?.classList.contains('wp-block-table')) {
      box = doc.createElement('div');
      box.className = 'wp-block-table';
      table.replaceWith(box);
      box.append(table);
    }
    box.setAttribute('tabindex', '0');
  }
}
