/**
 * The model picker (001 §2 "Product pool in-page bar", §4 "Model picker",
 * §5, §8): category, brand and model columns. Selecting a category resets the
 * brand to its first brand and clears the model; selecting a brand clears the
 * model; clicking the selected model again deselects it. An id of -1 means
 * "all" and is sent as undefined. Without the all-models option a model is
 * required ("please choose a model"); no models: "no models available to choose".
 */

/** 001 §5: "An id of -1 means 'all' and is sent as undefined". */
export const ALL_ID = -1

export interface PickerBrand { id: number, name: string }
export interface PickerCategory { id: number, name: string, brands: PickerBrand[] }
export interface PickerModel { id: number, name: string }

export interface PickerChoice {
  categoryId?: number
  brandId?: number
  modelId?: number
}

/** An id as the search body sends it: -1 ("all") and no choice are both undefined. */
export function idParam (id: number | undefined): number | undefined {
  return id === undefined || id === ALL_ID ? undefined : id
}

/** Selecting a category: its first brand, no model (001 §4). */
export function chooseCategory (categories: readonly PickerCategory[], categoryId: number): PickerChoice {
  const category = categories.find((c) => c.id === categoryId)
  return { categoryId, brandId: category?.brands[0]?.id, modelId: undefined }
}

/** Selecting a brand clears the model (001 §4). */
export function chooseBrand (choice: PickerChoice, brandId: number): PickerChoice {
  return { categoryId: choice.categoryId, brandId, modelId: undefined }
}

/** Selecting a model; clicking the selected model again deselects it (001 §4). */
export function chooseModel (choice: PickerChoice, modelId: number): PickerChoice {
  return { ...choice, modelId: choice.modelId === modelId ? undefined : modelId }
}

/** Whether the model list offers "all models" (an entry of id -1): then no model is needed. */
export function hasAllModelsOption (models: readonly PickerModel[]): boolean {
  return models.some((m) => m.id === ALL_ID)
}

export type PickerConfirm = { ok: true, choice: PickerChoice } | { ok: false, reason: 'chooseModel' | 'noModels' }

/**
 * Confirming the picker (001 §5, §8): with no models to list there is nothing
 * to choose ("no models available to choose"); a list without the all-models
 * option needs a model ("please choose a model").
 */
export function confirmPicker (choice: PickerChoice, models: readonly PickerModel[]): PickerConfirm {
  if (!models.length) return { ok: false, reason: 'noModels' }
  if (choice.modelId === undefined && !hasAllModelsOption(models)) return { ok: false, reason: 'chooseModel' }
  return { ok: true, choice }
}

/** The picker's ids for the search body (001 §3 "Pool filter": gaeaCategoryId, gaeaBrandId, gaeaProductId). */
export function pickerParams (choice: PickerChoice): { gaeaCategoryId?: number, gaeaBrandId?: number, gaeaProductId?: number } {
  return { gaeaCategoryId: idParam(choice.categoryId), gaeaBrandId: idParam(choice.brandId), gaeaProductId: idParam(choice.modelId) }
}
