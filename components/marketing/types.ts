/**
 * The content of the marketing sections, as themes keep it in config (lists of these are JSON
 * values a site can replace from the environment or its Notion Config row).
 */

/** A feature: a card of a grid, or a tab of a tabbed feature list. */
export interface FeatureItem {
  title: string
  text: string
  /** A MarketingIcon name (see MarketingIcon), or an image path. */
  icon?: string
  /** A picture shown beside the list when this feature is chosen (tabbed features). */
  image?: string
  url?: string
  /** The link's text ("Learn more"). */
  linkText?: string
}

/** A price plan. */
export interface PricingPlan {
  name: string
  price: string
  /** Written before the price ("$"); may be empty when the price carries it. */
  currency: string
  /** Written after the price ("/month"). */
  period: string
  features: string[]
  button: string
  url: string
  /** A short label on the card ("Popular"): the card is also drawn raised. */
  tag: string
}

/** What a customer said. */
export interface Testimonial {
  quote: string
  name: string
  /** Their role or company. */
  role: string
  avatar: string
  /** Their page, linked from the name; and the handle written for it. */
  url: string
  handle: string
}

export interface FaqItem {
  question: string
  answer: string
}

export interface TeamMember {
  name: string
  role: string
  avatar: string
  /** Profile links, each a label (the accessible name) and an address. */
  links: { label: string; url: string }[]
}

export interface Brand {
  name: string
  image: string
  /** The logo drawn in dark mode; the light one without. */
  imageDark: string
  url: string
}

/** A "continue with" sign-in button: the provider's name, where it leads, its brand's colours. */
export interface AuthProvider {
  name: string
  /** The provider's sign-in address; empty: the button says sign-in is not connected. */
  url: string
  /** The button's background, #rrggbb. */
  colour: string
  /** Its text colour; white when empty. */
  textColour: string
}
