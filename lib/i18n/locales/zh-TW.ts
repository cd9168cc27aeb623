import type { LocaleTexts } from '../types'
import zhHK from './zh-HK'

/** Traditional Chinese as written in Taiwan: Hong Kong's texts, with the words Taiwan says differently. */
const zhTW: LocaleTexts = {
  NAV: {
    ...zhHK.NAV,
    HOME: '首頁',
    ARCHIVE: '彙整'
  },
  COMMON: {
    ...zhHK.COMMON,
    BACK_HOME: '回到首頁',
    BACK_TO_TOP: '回到頂端',
    ARCHIVE_COUNT: '篇文章已彙整',
    SKIP_TO_CONTENT: '跳至主要內容',
    MAIN_NAVIGATION: '主選單',
    SITE_VISITORS: '訪客數',
    SITE_VIEWS: '瀏覽量',
    PAGE_VIEWS: '閱讀量',
    REDIRECTING_404: '頁面無法載入，正在前往 404 頁面。'
  },
  COMMENT: {
    ...zhHK.COMMENT,
    LOADING: '留言載入中…'
  },
  SHARE: {
    ...zhHK.SHARE,
    TITLE: '分享這篇文章',
    LINK_COPIED: '已複製連結',
    BY_EMAIL: '透過電子郵件分享',
    SHARE_ON: '分享到',
    WECHAT_TIP: '已複製連結，貼到微信即可分享'
  },
  LOCK: {
    ...zhHK.LOCK,
    SUBMIT: '送出'
  },
  KIT: {
    ...zhHK.KIT,
    SCROLL_TO_BOTTOM: '捲動到底端',
    COPYRIGHT_NOTICE: '除特別聲明外，本站所有文章皆採用 {license} 授權條款。',
    RESULTS_FOR: '「{keyword}」共 {count} 筆結果',
    RUNNING_DAYS: '運作天數',
    SEARCH_OPEN: '開啟搜尋'
  },
  SIGN: {
    ...zhHK.SIGN,
    EMAIL: '電子郵件',
    NO_ACCOUNT: '還沒有帳號？',
    HAVE_ACCOUNT: '已經有帳號了？'
  },
  FEED: {
    OPEN_IN_POST: '{kind}：請開啟文章查看',
    VIDEO: '影片',
    AUDIO: '音訊',
    EMBED: '嵌入內容',
    DATABASE: '資料庫',
    PDF: 'PDF 文件'
  },
  PLAY: zhHK.PLAY
}

export default zhTW

