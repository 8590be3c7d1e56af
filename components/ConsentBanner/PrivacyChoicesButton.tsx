/** What marks a button that reopens the consent banner: the banner hears its clicks, so the button needs no script of its own. */
export const reopensBanner = '[data-consent-choices]'

/** "Privacy choices": reopens the consent banner, so the visitor can change an earlier choice. */
export function PrivacyChoicesButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} data-consent-choices="">
      {label}
    </button>
  )
}
