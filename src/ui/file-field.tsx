import type { InputHTMLAttributes, ReactNode } from 'react'
import { LabelledControl } from './field'

// Choosing files, two ways: a labelled field (FileField: label, hint, error, wired as every field is) and a
// button that opens the file picker (FileButton: the label drawn as a button, the input hidden). Both hand the
// chosen files over as an array, and the button forgets its choice at once, so the same file can be chosen again.

type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value' | 'children'>

interface FileFieldProps extends Omit<FileInputProps, 'required'> {
  label: string
  onFiles: (files: File[]) => void
  error?: string
  hint?: ReactNode
  required?: boolean
  /** Picks a folder and every file under it instead of files. */
  folder?: boolean
  /** On the field around the input. */
  className?: string
  /** On the input itself. */
  inputClassName?: string
}

const filesOf = (list: FileList | null) => [...(list ?? [])]
// The folder picker: not in React's typings, spelled as the browsers read it.
const folderPicker = { webkitdirectory: '' }

export function FileField({
  label,
  onFiles,
  error,
  hint,
  required,
  folder,
  className,
  inputClassName,
  id,
  ...input
}: FileFieldProps) {
  return (
    <LabelledControl
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className}
      id={id}
    >
      {(controlId, describedBy) => (
        <input
          {...input}
          {...(folder ? folderPicker : {})}
          id={controlId}
          className={inputClassName}
          type="file"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onFiles(filesOf(event.target.files))}
        />
      )}
    </LabelledControl>
  )
}

interface FileButtonProps extends FileInputProps {
  /** The button's words: "Upload picture", "Add images". */
  children: ReactNode
  onFiles: (files: File[]) => void
  /** The button's look (`btn btn-secondary` and the caller's own class). */
  className?: string
}

export function FileButton({ children, onFiles, className, disabled, ...input }: FileButtonProps) {
  return (
    <label className={className} aria-disabled={disabled || undefined}>
      {children}
      <input
        {...input}
        type="file"
        className="visually-hidden"
        disabled={disabled}
        onChange={(event) => {
          onFiles(filesOf(event.target.files))
          event.target.value = ''
        }}
      />
    </label>
  )
}
