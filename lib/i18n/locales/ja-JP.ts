import type { LocaleTexts } from '../types'

/** Japanese. */
const jaJP: LocaleTexts = {
  NAV: { HOME: 'ホーム', ARCHIVE: 'アーカイブ', CATEGORY: 'カテゴリー', TAG: 'タグ', SEARCH: '検索', ABOUT: 'プロフィール', MENU: 'メニュー' },
  COMMON: {
    MORE: 'もっと見る',
    NO_MORE: 'これ以上ありません',
    PREV: '前へ',
    NEXT: '次へ',
    POSTS: '件の記事',
    POST_COUNT: '記事',
    LATEST_POSTS: '最新の記事',
    ANNOUNCEMENT: 'お知らせ',
    TABLE_OF_CONTENTS: '目次',
    NO_RESULTS_FOUND: '見つかりませんでした。',
    SEARCH_PLACEHOLDER: '記事を検索',
    SEARCH_RESULTS: '検索結果',
    NOT_FOUND: '404 ページが見つかりません。',
    BACK_HOME: 'ホームに戻る',
    RECOMMEND_POSTS: 'おすすめ記事',
    PREV_POST: '前の記事',
    NEXT_POST: '次の記事',
    SHARE: '共有',
    CATEGORIES: 'カテゴリー',
    TAGS: 'タグ',
    CATEGORY: 'カテゴリー',
    TAG: 'タグ',
    BACK_TO_TOP: 'ページの先頭へ',
    DARK_MODE: 'ダークモード',
    LIGHT_MODE: 'ライトモード',
    SWITCH_THEME: 'テーマを切り替える',
    POWERED_BY: 'Powered by',
    VIEWS: '回閲覧',
    VISITORS: '人の訪問者',
    PUBLISHED_ON: '公開日',
    LAST_EDITED: '最終更新',
    AUTHOR: '著者',
    ARCHIVE_COUNT: '件の記事がアーカイブにあります',
    PAGE: 'ページ',
    LOADING: '読み込み中…',
    VERSION: 'バージョン',
    CLEAR: 'クリア',
    CLOSE: '閉じる',
    THEME: 'テーマ',
    PAGINATION: 'ページ送り',
    SKIP_TO_CONTENT: '本文へスキップ',
    UNTITLED: '無題',
    MAIN_NAVIGATION: 'メインナビゲーション',
    LANGUAGE: '言語',
    SITE_VISITORS: '訪問者数',
    SITE_VIEWS: '閲覧数',
    PAGE_VIEWS: '閲覧数',
    REDIRECTING_404: 'ページを読み込めませんでした。404 ページへ移動します。'
  },
  COMMENT: { TITLE: 'コメント', LOADING: 'コメントを読み込み中…' },
  SHARE: {
    TITLE: 'この記事を共有',
    COPY_LINK: 'リンクをコピー',
    LINK_COPIED: 'リンクをコピーしました',
    EMAIL: 'メール',
    SHARE_ON: '共有先：',
    WECHAT_TIP: 'リンクをコピーしました。WeChat に貼り付けて共有してください'
  },
  LOCK: {
    PASSWORD_TIP: 'パスワードを入力してください：',
    PASSWORD_PLACEHOLDER: 'パスワード',
    SUBMIT: '送信',
    PASSWORD_ERROR: 'パスワードが違います！',
    UNLOCKED: '記事のロックを解除しました',
    LOCKED: 'パスワードで保護されています'
  },
  SIGN: {
    SIGN_IN: 'ログイン',
    SIGN_UP: '新規登録',
    EMAIL: 'メールアドレス',
    PASSWORD: 'パスワード',
    NAME: '名前',
    NO_ACCOUNT: 'アカウントをお持ちでないですか？',
    HAVE_ACCOUNT: 'すでにアカウントをお持ちですか？'
  }
}

export default jaJP
