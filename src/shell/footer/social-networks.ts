/** Social links of the footer. */
export const SOCIAL_NETWORKS = ['social', 'facebook-group', 'facebook', 'instagram', 'tiktok', 'youtube'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]
