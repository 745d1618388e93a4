/**
 * Draws the emulator's images from their SVG sources (server/assets/src) into the raster files the
 * scenarios serve (server/assets): JPEG for opaque images, PNG for ones with transparency, at the
 * sources' pixel size (750 px wide = a 375 px screen at 2×), as operators upload them.
 *
 * Why raster: real campaign images are JPEG / PNG / WebP, decoded off the main thread. An SVG image
 * is a document of its own: Chromium parses, lays out and paints it (CJK text shaping included) on
 * the page's main thread, 30–130 ms per image under a 4× CPU throttle, which no real page pays.
 *
 *   npm run assets:render            (needs Chromium: apt-get install -y chromium fonts-noto-cjk)
 */
import path from 'node:path'
import { readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs'
import { chromium } from 'playwright-core'

const SRC = path.join(__dirname, 'src')
const OUT = __dirname
const JPEG_QUALITY = 0.82

async function main (): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' })
  const page = await browser.newPage()
  await page.setContent('<!doctype html><meta charset="utf-8"><body>')
  try {
    for (const name of readdirSync(SRC).filter((n) => n.endsWith('.svg')).sort()) {
      const svg = readFileSync(path.join(SRC, name), 'utf8')
      const { type, data } = await page.evaluate(async ({ svg, quality }) => {
        // Inline the SVG so its text uses the page's (system) fonts, then draw it at its own size.
        const holder = document.createElement('div')
        holder.innerHTML = svg
        document.body.replaceChildren(holder)
        await document.fonts.ready
        const el = holder.querySelector('svg') as SVGSVGElement
        const width = Number(el.getAttribute('width'))
        const height = Number(el.getAttribute('height'))
        const img = new Image()
        img.src = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(el)], { type: 'image/svg+xml' }))
        await img.decode()
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = height
        const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
        ctx.drawImage(img, 0, 0, width, height)
        const pixels = ctx.getImageData(0, 0, width, height).data
        let opaque = true
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i] < 255) { opaque = false; break }
        const type = opaque ? 'jpg' : 'png'
        const url = canvas.toDataURL(opaque ? 'image/jpeg' : 'image/png', quality)
        return { type, data: url.slice(url.indexOf(',') + 1) }
      }, { svg, quality: JPEG_QUALITY })
      const base = name.replace(/\.svg$/, '')
      rmSync(path.join(OUT, `${base}.${type === 'jpg' ? 'png' : 'jpg'}`), { force: true })
      const bytes = Buffer.from(data, 'base64')
      writeFileSync(path.join(OUT, `${base}.${type}`), bytes)
      console.log(`${base}.${type}`.padEnd(28), `${(bytes.length / 1024).toFixed(1)} KB`)
    }
  } finally {
    await browser.close()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
