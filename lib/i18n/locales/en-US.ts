/** English: every other locale is merged over it, so a key missing there falls back to this text. */
const enUS = {
  NAV: {
    HOME: 'Home',
    ARCHIVE: 'Archive',
    CATEGORY: 'Categories',
    TAG: 'Tags',
    SEARCH: 'Search',
    ABOUT: 'About',
    MENU: 'Menu'
  },
  COMMON: {
    MORE: 'More',
    NO_MORE: 'No More',
    PREV: 'Previous',
    NEXT: 'Next',
    POSTS: 'posts',
    POST_COUNT: 'Posts',
    LATEST_POSTS: 'Latest posts',
    ANNOUNCEMENT: 'Announcement',
    TABLE_OF_CONTENTS: 'Contents',
    NO_RESULTS_FOUND: 'No results found.',
    SEARCH_PLACEHOLDER: 'Search posts',
    SEARCH_RESULTS: 'Search results',
    NOT_FOUND: '404 Not found.',
    BACK_HOME: 'Back to home',
    RECOMMEND_POSTS: 'Recommended',
    PREV_POST: 'Previous post',
    NEXT_POST: 'Next post',
    SHARE: 'Share',
    CATEGORIES: 'Categories',
    TAGS: 'Tags',
    CATEGORY: 'Category',
    TAG: 'Tag',
    BACK_TO_TOP: 'Back to top',
    DARK_MODE: 'Dark mode',
    LIGHT_MODE: 'Light mode',
    SWITCH_THEME: 'Switch theme',
    POWERED_BY: 'Powered by',
    VIEWS: 'views',
    VISITORS: 'visitors',
    PUBLISHED_ON: 'Published',
    LAST_EDITED: 'Last edited',
    AUTHOR: 'Author',
    ARCHIVE_COUNT: 'posts in the archive',
    PAGE: 'Page',
    LOADING: 'Loading…',
    VERSION: 'Version',
    CLEAR: 'Clear',
    CLOSE: 'Close',
    THEME: 'Theme',
    PAGINATION: 'Pagination',
    SKIP_TO_CONTENT: 'Skip to content',
    UNTITLED: 'Untitled',
    MAIN_NAVIGATION: 'Main navigation',
    LANGUAGE: 'Language',
    SITE_VISITORS: 'Visitors',
    SITE_VIEWS: 'Views',
    PAGE_VIEWS: 'Page views',
    REDIRECTING_404: 'This page did not load; taking you to the 404 page.'
  },
  COMMENT: {
    TITLE: 'Comments',
    LOADING: 'Loading comments…'
  },
  SHARE: {
    TITLE: 'Share this post',
    COPY_LINK: 'Copy link',
    LINK_COPIED: 'Link copied',
    EMAIL: 'Email',
    SHARE_ON: 'Share on',
    WECHAT_TIP: 'Link copied: paste it into WeChat to share'
  },
  LOCK: {
    PASSWORD_TIP: 'Please Enter the password:',
    PASSWORD_PLACEHOLDER: 'Password',
    SUBMIT: 'Submit',
    PASSWORD_ERROR: 'Password Error!',
    UNLOCKED: 'Article Unlocked',
    LOCKED: 'Password protected'
  },
  SIGN: {
    SIGN_IN: 'Sign in',
    SIGN_UP: 'Sign up',
    EMAIL: 'Email',
    PASSWORD: 'Password',
    NAME: 'Name',
    NO_ACCOUNT: 'No account yet?',
    HAVE_ACCOUNT: 'Already have an account?'
  },
  SEARCH_MODAL: {
    TITLE: 'Search',
    PLACEHOLDER: 'Search this site',
    CLEAR: 'Clear search',
    SEARCHING: 'Searching…',
    RESULT: 'result',
    RESULTS: 'results',
    NO_RESULTS: 'No results',
    NO_RESULTS_HINT: 'Try different search terms',
    ERROR: 'Search error',
    CLOSE: 'Close search'
  }
}

export type Dictionary = typeof enUS
export default enUS
