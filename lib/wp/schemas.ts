import { z } from 'zod';

/** zod schemas for every WordPress answer the portal reads. Unknown keys are dropped. */

const rendered = z.object({ rendered: z.string().default('') });

const embeddedAuthor = z.object({
  id: z.number().optional(),
  name: z.string().optional(),
  slug: z.string().optional(),
});

const embeddedMedia = z.object({
  id: z.number().optional(),
  source_url: z.string().optional(),
  alt_text: z.string().optional(),
});

/** One item of `wp/v2/{type}`; the extra fields come from the companion plugin and are optional. */
export const wpPostSchema = z.object({
  id: z.number().int(),
  /** The site's local time and UTC, both without a zone mark (lib/content/instant.ts makes them one instant). */
  date: z.string(),
  date_gmt: z.string().nullable().optional(),
  modified: z.string().optional(),
  modified_gmt: z.string().nullable().optional(),
  slug: z.string(),
  status: z.string(),
  type: z.string(),
  link: z.string().optional(),
  title: rendered,
  content: rendered.optional(),
  excerpt: rendered.optional(),
  author: z.number().optional(),
  featured_media: z.number().optional(),
  bureau: z.string().nullable().optional(),
  author_login: z.string().nullable().optional(),
  author_name: z.string().nullable().optional(),
  featured_image_url: z.string().nullable().optional(),
  manual_excerpt: z.string().nullable().optional(),
  sakip_year: z.union([z.number(), z.string()]).nullable().optional(),
  sakip_category: z.string().nullable().optional(),
  _embedded: z
    .object({
      author: z.array(embeddedAuthor).optional(),
      'wp:featuredmedia': z.array(embeddedMedia).optional(),
    })
    .optional(),
});
export type WpPost = z.infer<typeof wpPostSchema>;

export const wpPostListSchema = z.array(wpPostSchema);

export const mediaSchema = z.object({ id: z.number().optional(), source_url: z.string() });

export const tokenSchema = z.object({
  token: z.string().min(1),
  user_email: z.string().optional(),
  user_nicename: z.string().optional(),
  user_display_name: z.string().optional(),
});

export const tokenValidationSchema = z.object({
  code: z.string().optional(),
  data: z.object({ status: z.number() }).optional(),
});

export const loginResultSchema = z.object({
  success: z.boolean().optional(),
  token: z.string().optional(),
  error: z.string().optional(),
  bureau: z.string().nullable().optional(),
  roles: z.array(z.string()).optional(),
  user_login: z.string().optional(),
});

export const currentUserSchema = z.object({
  id: z.number().optional(),
  user_login: z.string().optional(),
  slug: z.string().optional(),
  name: z.string().optional(),
  roles: z.array(z.string()).default([]),
  bureau: z.string().nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const successSchema = z.object({ success: z.boolean().optional() }).loose();

export const visitorCountSchema = z.object({ period: z.string().optional(), count: z.coerce.number().int().nonnegative() });

export const surveyStatsSchema = z.object({
  score: z.coerce.number(),
  totalVotes: z.coerce.number().int().nonnegative(),
  ratings: z.array(
    z.object({
      value: z.string().optional(),
      label: z.string(),
      percentage: z.coerce.number(),
      count: z.coerce.number().int().nonnegative(),
    }),
  ),
});
export type SurveyStats = z.infer<typeof surveyStatsSchema>;


/** GET {custom}/moved: where a post that left an address is now. */
export const movedPostSchema = z.object({
  type: z.string(),
  slug: z.string(),
  bureau: z.string().nullable(),
});
export type MovedPost = z.infer<typeof movedPostSchema>;
