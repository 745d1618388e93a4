import { ALL_ID, chooseBrand, chooseCategory, chooseModel, confirmPicker, idParam, pickerParams } from './picker'

const categories = [
  { id: 6, name: '手机', brands: [{ id: 1, name: '苹果' }, { id: 2, name: '华为' }] },
  { id: 8, name: '平板', brands: [{ id: 11, name: '苹果' }] },
  { id: 9, name: '摄影', brands: [] }
]

describe('model picker (001 §4 "Model picker", §5)', () => {
  it('"selecting a category resets the brand to its first brand and clears the model"', () => {
    expect(chooseCategory(categories, 8)).toEqual({ categoryId: 8, brandId: 11, modelId: undefined })
    expect(chooseCategory(categories, 6)).toEqual({ categoryId: 6, brandId: 1, modelId: undefined })
    expect(chooseCategory(categories, 9)).toEqual({ categoryId: 9, brandId: undefined, modelId: undefined })
  })

  it('"selecting a brand clears the model"', () => {
    expect(chooseBrand({ categoryId: 6, brandId: 1, modelId: 501 }, 2)).toEqual({ categoryId: 6, brandId: 2, modelId: undefined })
  })

  it('"clicking the selected model again deselects it"', () => {
    const chosen = chooseModel({ categoryId: 6, brandId: 1 }, 501)
    expect(chosen.modelId).toBe(501)
    expect(chooseModel(chosen, 502).modelId).toBe(502)
    expect(chooseModel(chosen, 501).modelId).toBeUndefined()
  })

  it('"An id of -1 means all and is sent as undefined"', () => {
    expect(ALL_ID).toBe(-1)
    expect(idParam(-1)).toBeUndefined()
    expect(idParam(0)).toBe(0)
    expect(pickerParams({ categoryId: 6, brandId: -1, modelId: -1 })).toEqual({ gaeaCategoryId: 6, gaeaBrandId: undefined, gaeaProductId: undefined })
  })

  it('"A model picker without the all-models option requires a model"; no models: "no models available to choose"', () => {
    const models = [{ id: 501, name: 'iPhone 15' }]
    expect(confirmPicker({ categoryId: 6, brandId: 1 }, models)).toEqual({ ok: false, reason: 'chooseModel' })
    expect(confirmPicker({ categoryId: 6, brandId: 1, modelId: 501 }, models).ok).toBe(true)
    expect(confirmPicker({ categoryId: 6, brandId: 1 }, [{ id: -1, name: '全部机型' }, ...models]).ok).toBe(true)
    expect(confirmPicker({ categoryId: 6, brandId: 1 }, [])).toEqual({ ok: false, reason: 'noModels' })
  })
})
