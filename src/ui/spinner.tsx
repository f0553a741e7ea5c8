import styles from './spinner.module.css'
/** The busy indicator; `label` is what a screen reader announces. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span className={styles.spinner} role="status">
      <span className={styles.spinnerRing} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
