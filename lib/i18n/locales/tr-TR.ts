import type { LocaleTexts } from '../types'

/** Turkish. */
const trTR: LocaleTexts = {
  NAV: { HOME: 'Ana Sayfa', ARCHIVE: 'Arşiv', CATEGORY: 'Kategoriler', TAG: 'Etiketler', SEARCH: 'Ara', ABOUT: 'Hakkında', MENU: 'Menü' },
  COMMON: {
    MORE: 'Daha fazla',
    NO_MORE: 'Başka yazı yok',
    PREV: 'Önceki',
    NEXT: 'Sonraki',
    POSTS: 'yazı',
    POST_COUNT: 'Yazılar',
    LATEST_POSTS: 'Son yazılar',
    ANNOUNCEMENT: 'Duyuru',
    TABLE_OF_CONTENTS: 'İçindekiler',
    NO_RESULTS_FOUND: 'Sonuç bulunamadı.',
    SEARCH_PLACEHOLDER: 'Yazılarda ara',
    SEARCH_RESULTS: 'Arama sonuçları',
    NOT_FOUND: '404 Sayfa bulunamadı.',
    BACK_HOME: 'Ana sayfaya dön',
    RECOMMEND_POSTS: 'Önerilen yazılar',
    PREV_POST: 'Önceki yazı',
    NEXT_POST: 'Sonraki yazı',
    SHARE: 'Paylaş',
    CATEGORIES: 'Kategoriler',
    TAGS: 'Etiketler',
    CATEGORY: 'Kategori',
    TAG: 'Etiket',
    BACK_TO_TOP: 'Başa dön',
    DARK_MODE: 'Koyu mod',
    LIGHT_MODE: 'Açık mod',
    SWITCH_THEME: 'Temayı değiştir',
    POWERED_BY: 'Altyapı',
    VIEWS: 'görüntülenme',
    VISITORS: 'ziyaretçi',
    PUBLISHED_ON: 'Yayınlanma',
    LAST_EDITED: 'Son düzenleme',
    AUTHOR: 'Yazar',
    ARCHIVE_COUNT: 'yazı arşivde',
    PAGE: 'Sayfa',
    LOADING: 'Yükleniyor…',
    VERSION: 'Sürüm',
    CLEAR: 'Temizle',
    CLOSE: 'Kapat',
    THEME: 'Tema',
    PAGINATION: 'Sayfalama',
    SKIP_TO_CONTENT: 'İçeriğe geç',
    UNTITLED: 'Başlıksız',
    MAIN_NAVIGATION: 'Ana gezinme',
    LANGUAGE: 'Dil',
    SITE_VISITORS: 'Ziyaretçiler',
    SITE_VIEWS: 'Görüntülenmeler',
    PAGE_VIEWS: 'Okunma',
    REDIRECTING_404: 'Bu sayfa yüklenemedi; 404 sayfasına yönlendiriliyorsunuz.'
  },
  COMMENT: { TITLE: 'Yorumlar', LOADING: 'Yorumlar yükleniyor…' },
  SHARE: {
    TITLE: 'Bu yazıyı paylaş',
    COPY_LINK: 'Bağlantıyı kopyala',
    LINK_COPIED: 'Bağlantı kopyalandı',
    EMAIL: 'E-posta',
    SHARE_ON: 'Şurada paylaş:',
    WECHAT_TIP: "Bağlantı kopyalandı: paylaşmak için WeChat'e yapıştırın"
  },
  LOCK: {
    PASSWORD_TIP: 'Lütfen şifreyi girin:',
    PASSWORD_PLACEHOLDER: 'Şifre',
    SUBMIT: 'Gönder',
    PASSWORD_ERROR: 'Şifre hatalı!',
    UNLOCKED: 'Yazının kilidi açıldı',
    LOCKED: 'Şifre korumalı'
  },
  SIGN: {
    SIGN_IN: 'Giriş yap',
    SIGN_UP: 'Kaydol',
    EMAIL: 'E-posta',
    PASSWORD: 'Şifre',
    NAME: 'Ad',
    NO_ACCOUNT: 'Hesabınız yok mu?',
    HAVE_ACCOUNT: 'Zaten hesabınız var mı?'
  }
}

export default trTR
