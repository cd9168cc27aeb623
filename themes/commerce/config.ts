/**
 * The commerce theme's own keys and their defaults: a small company's product catalogue in brand
 * red. Plain values with no React, so the server reads env overrides for them; any key can be
 * overridden by an environment variable or a Notion Config row of the same name. Its texts are
 * site content: write them in the site's language there. The footer's contacts are the site's
 * CONTACT_WHATSAPP, CONTACT_TELEGRAM, CONTACT_EMAIL and CONTACT_PHONE.
 */
const COMMERCE_CONFIG = {
  /** The site's cover as a wide 5:2 picture across the top of the home page. */
  COMMERCE_HOME_BANNER_ENABLE: true,
  /** The home page's heading over the products. */
  COMMERCE_TEXT_CENTER_TITLE: 'Product Center',
  /** The line under the home page's heading. */
  COMMERCE_TEXT_CENTER_DESCRIPTION: 'Everything we make, in one place: pick a category or browse the whole range.',
  /** How many of the newest products the home page shows (no pages: the categories and the archive lead to the rest). */
  COMMERCE_HOME_POSTS_COUNT: 9,
  /** The heading of the category panel beside the products. */
  COMMERCE_TEXT_CENTER_CATEGORY_TITLE: 'Product Categories',
  /** The heading of the footer's contact block. */
  COMMERCE_TEXT_FOOTER_TITLE: 'Contact us',
  /** The heading of the footer's column of categories. */
  COMMERCE_TEXT_FOOTER_MENU_1: 'Product Center',
  /** The heading of the footer's column of the site's menu. */
  COMMERCE_TEXT_FOOTER_MENU_2: 'About us',
  /** An image beside the footer's contacts, a QR code say (a URL or a site path); none when empty. */
  COMMERCE_FOOTER_RIGHT_IMG_URL: '',
  /** A line of text under that image. */
  COMMERCE_FOOTER_RIGHT_TEXT: '',
  /** The WhatsApp link (CONTACT_WHATSAPP) in the footer's contacts. */
  COMMERCE_CONTACT_WHATSAPP_SHOW: true,
  /** The Telegram link (CONTACT_TELEGRAM) in the footer's contacts. */
  COMMERCE_CONTACT_TELEGRAM_SHOW: true,
  /** Categories in the menu. */
  COMMERCE_MENU_CATEGORY: true,
  /** Tags in the menu. */
  COMMERCE_MENU_TAG: false,
  /** Archive in the menu. */
  COMMERCE_MENU_ARCHIVE: true,
  /** Search in the menu. */
  COMMERCE_MENU_SEARCH: true,
  /** A product without a cover shows the site's cover (a coloured square with its initial otherwise). */
  COMMERCE_POST_COVER_DEFAULT: false,
  /** A product page offers an "Ask about this" e-mail to CONTACT_EMAIL, when that is set. */
  COMMERCE_PRODUCT_INQUIRY: true,
  /** Back to top in the floating red box. */
  COMMERCE_WIDGET_TO_TOP: true,
  /** The contents as a button in the floating red box (product pages with headings). */
  COMMERCE_WIDGET_TOC: true,
  /** Seconds before the 404 page returns home by itself (a visitor who scrolls, types or clicks stays); 0 never. */
  COMMERCE_404_REDIRECT_SECONDS: 3
}

export type CommerceConfig = typeof COMMERCE_CONFIG
export default COMMERCE_CONFIG
