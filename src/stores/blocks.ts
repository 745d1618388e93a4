/**
 * Per-block state, kept by the root store and keyed by component uuid: a
 * block's store outlives its view, so a claim, a chosen tab or a shown popup
 * survives a tab switch (the tab remounts its panel) and a silent refresh of
 * the page (the uuid comes back). Stores of components that left the page
 * are disposed after each load.
 */
export interface BlockStore {
  /** The block's config after a refresh (same uuid): take what changed. */
  update? (model: unknown): void
  /** Timers, reactions and pending work end here. */
  dispose? (): void
}

export class BlockStores {
  private readonly stores = new Map<string, { kind: string, store: BlockStore }>()

  /** The store of component `uuid`, created on first use (or anew if the uuid now holds another kind). */
  obtain<S extends BlockStore> (uuid: string, kind: string, create: () => S): S {
    const kept = this.stores.get(uuid)
    if (kept && kept.kind === kind) return kept.store as S
    kept?.store.dispose?.()
    const store = create()
    this.stores.set(uuid, { kind, store })
    return store
  }

  peek (uuid: string): BlockStore | undefined {
    return this.stores.get(uuid)?.store
  }

  /** Keeps the stores of these uuids, disposes the rest. */
  retain (uuids: ReadonlySet<string>): void {
    for (const [uuid, kept] of this.stores) {
      if (uuids.has(uuid)) continue
      kept.store.dispose?.()
      this.stores.delete(uuid)
    }
  }

  get size (): number {
    return this.stores.size
  }

  dispose (): void {
    this.retain(new Set())
  }
}
