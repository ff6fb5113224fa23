/** Where an embedded form's heading sits in its page's outline (a page's own form is the h1). */
export type HeadingLevel = 1 | 2 | 3 | 4

export const headingTag = (level: HeadingLevel = 1) => `h${level}` as 'h1' | 'h2' | 'h3' | 'h4'
