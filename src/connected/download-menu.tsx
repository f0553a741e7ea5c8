import { DownloadButton } from './download-button'
import styles from './download-menu.module.css'

// "Download ▾": the files a page can be taken away as (a list's CSV, its PDF, its PDF with each card), one menu so
// a page head keeps a few buttons, not one per format.

export function DownloadMenu({ files }: { files: { href: string; label: string; fileName: string }[] }) {
  return (
    <details className={styles.menu}>
      <summary className="btn btn-secondary">Download</summary>
      {/* A choice closes the menu: the button then says "Preparing…" in the page head's place. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the buttons inside take the keys; this only closes the menu after one. */}
      <div
        className={styles.panel}
        onClick={(event) => {
          const menu = event.currentTarget.closest('details')
          if (menu && (event.target as HTMLElement).closest('button'))
            setTimeout(() => (menu.open = false), 0)
        }}
      >
        {files.map((file) => (
          <DownloadButton key={file.label} {...file} className={`btn btn-link ${styles.item}`} />
        ))}
      </div>
    </details>
  )
}
