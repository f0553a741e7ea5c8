import styles from './brand-mark.module.css'
/** The product's mark: a ball on a pitch line. Decorative; the brand name is always beside it. */
export function BrandMark() {
  return (
    <svg className={styles.brandMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#f2b705" />
      <circle cx="16" cy="16" r="9" fill="#fff" stroke="#0b2a20" strokeWidth="2" />
      <path d="M16 10.5l3.6 2.6-1.4 4.2h-4.4l-1.4-4.2z" fill="#0b2a20" />
    </svg>
  )
}

/** The class of the brand link (the mark and the name) in the public header and the area header. */
export const brandLinkClass = styles.brand
