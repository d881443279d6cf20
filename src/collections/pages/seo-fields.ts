import { MetaDescriptionField, MetaImageField, MetaTitleField, OverviewField, PreviewField } from '@payloadcms/plugin-seo/fields'
import type { Field } from 'payload'

/** Title, description and social image, with the SEO plugin's length hints and search preview. */
export const seoFields: Field[] = [
  OverviewField({ titlePath: 'meta.title', descriptionPath: 'meta.description', imagePath: 'meta.image' }),
  MetaTitleField({ hasGenerateFn: true }),
  MetaDescriptionField({}),
  MetaImageField({ relationTo: 'media' }),
  PreviewField({ hasGenerateFn: true, titlePath: 'meta.title', descriptionPath: 'meta.description' }),
]
