// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Field } from '../../../src/ui/field'
import { FileButton, FileField } from '../../../src/ui/file-field'
import { SelectField } from '../../../src/ui/select-field'

// The form fields as a user meets them: each control is named by its label, says when it may be left empty,
// and shows its error where a screen reader reads it with the control.

afterEach(cleanup)

describe('Field', () => {
  it('ties the label to the input, and shows the error as its description', async () => {
    render(<Field label="Email" name="email" required error="Enter a valid email address" />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toBe(screen.getByLabelText('Email'))
    expect(screen.getByText('Enter a valid email address')).toBeTruthy()
    expect(screen.getByRole('textbox', { description: 'Enter a valid email address' })).toBe(input)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    await userEvent.type(input, 'ada@example.org')
    expect((input as HTMLInputElement).value).toBe('ada@example.org')
  })

  it('says "(optional)" after the label of a field that may stay empty, and counts near its limit', async () => {
    render(<Field label="Phone" name="phone" maxLength={10} />)
    const input = screen.getByRole('textbox', { name: 'Phone (optional)' })
    expect(input.getAttribute('aria-invalid')).toBeNull()
    await userEvent.type(input, '012345678')
    expect(screen.getByRole('textbox', { description: '9 of 10 characters' })).toBe(input)
  })

  it('gives a multi-line field held by its form what is typed (a note was dropped on submit before)', async () => {
    const sent: string[] = []
    render(<Note onSent={(note) => sent.push(note)} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Both feet')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(sent).toEqual(['Both feet'])
  })
})

/** A form that holds its note in state, as the assignment form does. */
function Note({ onSent }: { onSent: (note: string) => void }) {
  const [note, setNote] = useState('')
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        onSent(note)
      }}
    >
      <Field label="Note" name="note" multiline value={note} onChange={(e) => setNote(e.target.value)} />
      <button type="submit">Send</button>
    </form>
  )
}

function Scale({ error }: { error?: string }) {
  const [scale, setScale] = useState('5')
  return (
    <>
      <SelectField
        label="Rating scale"
        required
        hint="Every criterion is rated on it"
        error={error}
        value={scale}
        onChange={setScale}
        options={[
          ['5', '1 to 5'],
          ['10', '1 to 10'],
        ]}
      />
      <output>Chosen: {scale}</output>
    </>
  )
}

describe('SelectField', () => {
  it('is named by its label, described by its hint, and answers the choice made', async () => {
    render(<Scale />)
    const select = screen.getByRole('combobox', { name: 'Rating scale' })
    expect(screen.getByRole('combobox', { description: 'Every criterion is rated on it' })).toBe(select)
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['1 to 5', '1 to 10'])
    await userEvent.selectOptions(select, '1 to 10')
    expect((select as HTMLSelectElement).value).toBe('10')
    expect(screen.getByText('Chosen: 10')).toBeTruthy()
  })

  it('shows its error with the hint, and marks the select invalid', () => {
    render(<Scale error="Choose a scale" />)
    const select = screen.getByRole('combobox', { name: 'Rating scale' })
    expect(screen.getByText('Choose a scale')).toBeTruthy()
    expect(
      screen.getByRole('combobox', { description: 'Every criterion is rated on it Choose a scale' }),
    ).toBe(select)
    expect(select.getAttribute('aria-invalid')).toBe('true')
  })

  it('offers "none" first when asked, and says the field is optional', async () => {
    const onChange = vi.fn()
    render(
      <SelectField label="Foot" value="left" onChange={onChange} empty="Any" options={[['left', 'Left']]} />,
    )
    const select = screen.getByRole('combobox', { name: 'Foot (optional)' })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Any', 'Left'])
    await userEvent.selectOptions(select, 'Any')
    expect(onChange).toHaveBeenCalledWith('')
  })
})

describe('FileField and FileButton', () => {
  const pdf = () => new File(['%PDF-1.7'], 'scouting.pdf', { type: 'application/pdf' })

  it('a file field is named by its label, shows its error, and hands over the chosen files', async () => {
    const onFiles = vi.fn()
    render(<FileField label="Picture" hint="JPEG, PNG or WebP" error="Choose a picture" onFiles={onFiles} />)
    const input = screen.getByLabelText('Picture (optional)') as HTMLInputElement
    expect(input.type).toBe('file')
    expect(screen.getByText('Choose a picture')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(
      input
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['JPEG, PNG or WebP', 'Choose a picture'])
    const file = pdf()
    await userEvent.upload(input, file)
    expect(onFiles).toHaveBeenCalledWith([file])
  })

  it('a file button takes the same file twice in a row (its choice is forgotten at once)', async () => {
    const onFiles = vi.fn()
    render(
      <FileButton className="btn" accept="application/pdf" onFiles={onFiles}>
        Upload PDF
      </FileButton>,
    )
    const input = screen.getByLabelText('Upload PDF') as HTMLInputElement
    const file = pdf()
    await userEvent.upload(input, file)
    expect(input.value).toBe('')
    await userEvent.upload(input, file)
    expect(onFiles).toHaveBeenCalledTimes(2)
    expect(onFiles).toHaveBeenLastCalledWith([file])
  })

  it('a busy file button cannot be used', async () => {
    const onFiles = vi.fn()
    render(
      <FileButton disabled onFiles={onFiles}>
        Uploading…
      </FileButton>,
    )
    const input = screen.getByLabelText('Uploading…') as HTMLInputElement
    expect(input.disabled).toBe(true)
    await userEvent.upload(input, pdf())
    expect(onFiles).not.toHaveBeenCalled()
  })
})
