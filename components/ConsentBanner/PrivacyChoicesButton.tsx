import { openConsentBanner } from './openConsentBanner'

/** A button that reopens the consent banner, so the visitor can change an earlier choice; its label comes translated. */
export function PrivacyChoicesButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={(event) => openConsentBanner(event.currentTarget)}>
      {label}
    </button>
  )
}
