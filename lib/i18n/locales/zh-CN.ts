import type { DeepPartial } from '../types'
import type { Dictionary } from './en-US'

const zhCN: DeepPartial<Dictionary> = {
  NAV: { HOME: '首页', ARCHIVE: '归档', CATEGORY: '分类', TAG: '标签', SEARCH: '搜索', ABOUT: '关于', MENU: '菜单' },
  COMMON: {
    MORE: '更多',
    NO_MORE: '没有更多了',
    PREV: '上一页',
    NEXT: '下一页',
    POSTS: '篇文章',
    POST_COUNT: '文章',
    LATEST_POSTS: '最新文章',
    ANNOUNCEMENT: '公告',
    TABLE_OF_CONTENTS: '目录',
    NO_RESULTS_FOUND: '没有找到结果。',
    SEARCH_PLACEHOLDER: '搜索文章',
    SEARCH_RESULTS: '搜索结果',
    NOT_FOUND: '404 页面未找到。',
    BACK_HOME: '返回首页',
    RECOMMEND_POSTS: '推荐文章',
    PREV_POST: '上一篇',
    NEXT_POST: '下一篇',
    SHARE: '分享',
    CATEGORIES: '分类',
    TAGS: '标签',
    CATEGORY: '分类',
    TAG: '标签',
    BACK_TO_TOP: '回到顶部',
    DARK_MODE: '深色模式',
    LIGHT_MODE: '浅色模式',
    SWITCH_THEME: '切换主题',
    POWERED_BY: '技术支持',
    VIEWS: '次阅读',
    VISITORS: '位访客',
    PUBLISHED_ON: '发布于',
    LAST_EDITED: '最后更新',
    AUTHOR: '作者',
    ARCHIVE_COUNT: '篇文章已归档',
    PAGE: '页',
    LOADING: '加载中…',
    VERSION: '版本',
    CLEAR: '清除',
    CLOSE: '关闭',
    THEME: '主题',
    PAGINATION: '分页',
    SKIP_TO_CONTENT: '跳到正文',
    UNTITLED: '无标题',
    MAIN_NAVIGATION: '主导航'
  },
  LOCK: {
    PASSWORD_TIP: '请输入文章密码：',
    PASSWORD_PLACEHOLDER: '密码',
    SUBMIT: '提交',
    PASSWORD_ERROR: '密码错误！',
    UNLOCKED: '文章已解锁',
    LOCKED: '需要密码'
  },
  SIGN: { SIGN_IN: '登录', SIGN_UP: '注册', EMAIL: '邮箱', PASSWORD: '密码', NAME: '名字', NO_ACCOUNT: '还没有账号？', HAVE_ACCOUNT: '已有账号？' }
}

export default zhCN
