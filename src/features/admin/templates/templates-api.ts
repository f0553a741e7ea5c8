import { api } from '../../../api/client'
import type { DataBody } from '../../../api/contract/schemas/common'
import type { ReportTemplate, TemplateBody } from '../../../api/contract/schemas/scouting-reports'
import { adminTemplatePaths } from '../../../api/contract/terms/paths'
import { noticeDone, noticeSaved } from '../../../api/notices'

// The report templates scouts write on (decision 0040): listed with how many reports use each, made, edited,
// versioned and archived by admins.

export const loadTemplates = () =>
  api<DataBody<ReportTemplate[]>>(adminTemplatePaths.templates).then((r) => r.data)

export async function saveTemplate(body: TemplateBody, uid?: string) {
  const saved = await api<DataBody<ReportTemplate>>(
    uid ? adminTemplatePaths.template(uid) : adminTemplatePaths.templates,
    {
      method: uid ? 'PUT' : 'POST',
      body,
      quiet: true,
    },
  )
  noticeSaved(body.replaces ? 'new version' : 'report template')
  return saved.data
}

export async function archiveTemplate(template: ReportTemplate) {
  const res = await api<DataBody<{ archived: boolean }>>(adminTemplatePaths.template(template.uid), {
    method: 'DELETE',
  })
  noticeDone(
    res.data.archived
      ? `“${template.name}” is archived: its reports keep it, new reports cannot use it.`
      : `“${template.name}” is deleted.`,
  )
}
