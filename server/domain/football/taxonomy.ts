import { categoryContract, tagContract } from '../../../src/api/contract/schemas/football-days'
import { categories, tags } from '../../db/schema/football'
import { defineFamily } from './define-family'

// Tags (e.g. video event tags) and categories: short named labels.

export const tagFamily = defineFamily(tagContract, {
  label: 'tag',
  table: tags,
  columns: { name: tags.name, kind: tags.kind, color: tags.color },
  search: { name: tags.name },
  constraints: { tags_name_unique: { path: 'name', message: 'A tag with this name already exists' } },
})

export const categoryFamily = defineFamily(categoryContract, {
  label: 'category',
  table: categories,
  columns: {
    name: categories.name,
    kind: categories.kind,
    description: categories.description,
    pic: categories.pic,
  },
  search: { name: categories.name },
  constraints: {
    categories_name_unique: { path: 'name', message: 'A category with this name already exists' },
  },
})
