/**
 * The texts `t` reads at run time. Mini-programs carry every block in their package, so every block's texts
 * are here from the start (the whole zh-CN catalogue); H5 has its own file (catalogue.h5.ts).
 */
import { zhCN } from './zh-CN'

export const catalogue: Readonly<Record<string, string>> = zhCN

/** A block's texts as its code arrives: nothing to add here, they are all in already. */
export function addMessages (_messages: Readonly<Record<string, string>>): void {}
