'use client'
import { useTranslations } from 'next-intl'
import { ContactIconGlyph } from '@/features/contacts/ContactIconGlyph'
import type { ModalContentProps } from '../registry'
import { newTabAttributes } from '@/lib/dom/new-tab'

/** The talk-to-us modal: the edition's contact blocks and their calls to action. */
export function TalkToUsModal({ data }: ModalContentProps) {
  const t = useTranslations('talkToUs')
  return (
    <div className="talk-to-us">
      <p className="talk-to-us__intro">{t('intro')}</p>
      {data.contacts.map((block) => (
        <section key={block.id} className="contact-block">
          <h3 className="contact-block__title">{block.title}</h3>
          {block.description && <p className="contact-block__description">{block.description}</p>}
          <ul className="contact-block__actions">
            {block.actions.map((action, index) => (
              <li key={action.id}>
                <a
                  className="contact-action"
                  href={action.href}
                  {...newTabAttributes(action.newTab)}
                  data-autofocus={index === 0 && block === data.contacts[0] ? true : undefined}
                >
                  <ContactIconGlyph icon={action.icon} />
                  <span className="contact-action__text">
                    <span className="contact-action__label">{action.label}</span>
                    {action.hours && <span className="contact-action__hours">{action.hours}</span>}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
