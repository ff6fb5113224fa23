import { readFileSync } from 'node:fs'

/**
 * One of our plain browser scripts (`*.browser.js`) as the text of an inline `<script>`: its
 * comment lines and indentation are not sent.
 */
export function browserScriptSource(file: URL | string): string {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//') && !line.startsWith('/*'))
    .join('\n')
    .replace(/^;/, '')
}
