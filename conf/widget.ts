/** Optional page furniture: AI summary, chatbot, visitor map, pet, ads. */
import { defineConfig } from '@/conf/define-config'

export const WIDGET_CONFIG = defineConfig({
  /** Key of the AI summary service; empty turns the summary off. */
  WIDGET_AI_SUMMARY_KEY: '',
  /** AI summary style sheet. */
  WIDGET_AI_SUMMARY_CSS: 'https://cdn1.tianli0.top/gh/zhheo/Post-Abstract-AI@0.15.2/tianli_gpt.css',
  /** AI summary script. */
  WIDGET_AI_SUMMARY_JS: 'https://cdn1.tianli0.top/gh/zhheo/Post-Abstract-AI@0.15.2/tianli_gpt.js',
  /** Chatbot id; empty turns the chatbot off. */
  WIDGET_CHATBOT_ID: '',
  /** Chatbot API base URL; change it for a self-hosted server. */
  WIDGET_CHATBOT_BASE_URL: 'https://api.webwhiz.ai',
  /** Chatbot SDK script. */
  WIDGET_CHATBOT_SDK_URL: 'https://www.unpkg.com/webwhiz@1.0.0/dist/sdk.js',
  /** Shows the RevolverMaps visitor globe. */
  WIDGET_REVOLVERMAPS: false,
  /** RevolverMaps widget id. */
  WIDGET_REVOLVERMAPS_ID: '',
  /** The visitor map loads only on screens at least this wide in px; it is heavy for phones. */
  WIDGET_VISITOR_MAP_MIN_WIDTH: 768,
  /** Shows the Live2D pet in the lower left corner of windows at least WIDGET_VISITOR_MAP_MIN_WIDTH wide, after the page has loaded. */
  WIDGET_PET: false,
  /** Live2D model JSON of the pet (a Cubism 2 model). */
  WIDGET_PET_LINK: 'https://cdn.jsdelivr.net/npm/live2d-widget-model-wanko@1.0.5/assets/wanko.model.json',
  /** Script that draws the pet: it must define loadlive2d(canvasId, modelUrl). Empty loads live2d-widget's live2d.min.js (its latest, from jsDelivr); set a pinned copy you trust: it runs on your site. */
  WIDGET_PET_SCRIPT: '',
  /** Google AdSense publisher id, ca-pub-...; empty: no ad slot, no ad script and no ad-blocker notice anywhere. */
  ADSENSE_GOOGLE_ID: '',
  /** AdSense test mode (data-adtest="on"): units fill with test ads that earn nothing; for development. */
  ADSENSE_GOOGLE_TEST: false,
  /** data-ad-slot of the in-article unit, drawn in posts (AdSense > Ads > By ad unit > In-article); empty: the display unit. */
  ADSENSE_GOOGLE_SLOT_IN_ARTICLE: '',
  /** data-ad-slot of the in-feed unit, drawn between posts in lists (By ad unit > In-feed); empty: the display unit. */
  ADSENSE_GOOGLE_SLOT_FLOW: '',
  /** data-ad-slot of the native (multiplex) unit, drawn in sidebars; empty: the display unit. */
  ADSENSE_GOOGLE_SLOT_NATIVE: '',
  /** data-ad-slot of the responsive display unit, drawn where no other unit is set; empty with the others empty: no slot is drawn. */
  ADSENSE_GOOGLE_SLOT_AUTO: '',
  /** Share of an ad slot that must be on screen before it asks AdSense to fill it (docs/behaviour.md §9). */
  AD_VISIBILITY_THRESHOLD: 0.5
})
