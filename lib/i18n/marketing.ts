import type { Locale } from '.'

/**
 * The texts of the marketing sections' forms and video dialog (landing, starter), in every locale.
 * Kept out of the base dictionaries, which every page of every theme loads: only the marketing
 * parts import this module, so only the pages that draw them carry it.
 */
const enUS = {
  REQUIRED: '{field} is required.',
  INVALID_EMAIL: 'Enter an email address such as name@example.com.',
  TOO_SHORT: '{field} needs at least {min} characters.',
  SENDING: 'Sending…',
  SENT: 'Thank you: it has been sent.',
  SUBSCRIBED: 'Subscribed',
  FAILED: 'It could not be sent; please try again later.',
  NOT_CONNECTED: 'This form is not connected yet, so nothing was sent.',
  MESSAGE: 'Message',
  SEND: 'Send',
  SUBSCRIBE: 'Subscribe',
  VIDEO: 'Video',
  FORGOT_PASSWORD: 'Forgot password?',
  OR: 'or',
  WITH_PROVIDER: 'Continue with {name}',
  FORM: 'Form'
}

export type MarketingTexts = typeof enUS

const zhHK: MarketingTexts = {
  REQUIRED: '請填寫{field}。',
  INVALID_EMAIL: '請輸入電郵地址，例如 name@example.com。',
  TOO_SHORT: '{field}最少需要 {min} 個字元。',
  SENDING: '傳送中…',
  SENT: '謝謝，已傳送。',
  SUBSCRIBED: '已訂閱',
  FAILED: '傳送失敗，請稍後再試。',
  NOT_CONNECTED: '此表格尚未連接，因此沒有傳送任何內容。',
  MESSAGE: '留言',
  SEND: '傳送',
  SUBSCRIBE: '訂閱',
  VIDEO: '影片',
  FORGOT_PASSWORD: '忘記密碼？',
  OR: '或',
  WITH_PROVIDER: '使用 {name} 繼續',
  FORM: '表格'
}

export const MARKETING_TEXTS: Readonly<Record<Locale, MarketingTexts>> = {
  'en-US': enUS,
  'zh-HK': zhHK,
  'zh-CN': {
    REQUIRED: '请填写{field}。',
    INVALID_EMAIL: '请输入邮箱地址，例如 name@example.com。',
    TOO_SHORT: '{field}至少需要 {min} 个字符。',
    SENDING: '发送中…',
    SENT: '谢谢，已发送。',
    SUBSCRIBED: '已订阅',
    FAILED: '发送失败，请稍后再试。',
    NOT_CONNECTED: '此表单尚未连接，因此没有发送任何内容。',
    MESSAGE: '留言',
    SEND: '发送',
    SUBSCRIBE: '订阅',
    VIDEO: '视频',
    FORGOT_PASSWORD: '忘记密码？',
    OR: '或',
    WITH_PROVIDER: '使用 {name} 继续',
    FORM: '表单'
  },
  'zh-TW': {
    ...zhHK,
    INVALID_EMAIL: '請輸入電子郵件地址，例如 name@example.com。',
    TOO_SHORT: '{field}至少需要 {min} 個字元。'
  },
  'fr-FR': {
    REQUIRED: '{field} est obligatoire.',
    INVALID_EMAIL: 'Saisissez une adresse e-mail, par exemple nom@exemple.com.',
    TOO_SHORT: '{field} demande au moins {min} caractères.',
    SENDING: 'Envoi…',
    SENT: 'Merci : c’est envoyé.',
    SUBSCRIBED: 'Abonné',
    FAILED: 'L’envoi a échoué ; réessayez plus tard.',
    NOT_CONNECTED: 'Ce formulaire n’est pas encore relié : rien n’a été envoyé.',
    MESSAGE: 'Message',
    SEND: 'Envoyer',
    SUBSCRIBE: 'S’abonner',
    VIDEO: 'Vidéo',
    FORGOT_PASSWORD: 'Mot de passe oublié ?',
    OR: 'ou',
    WITH_PROVIDER: 'Continuer avec {name}',
    FORM: 'Formulaire'
  },
  'tr-TR': {
    REQUIRED: '{field} zorunludur.',
    INVALID_EMAIL: 'ad@ornek.com gibi bir e-posta adresi girin.',
    TOO_SHORT: '{field} en az {min} karakter olmalı.',
    SENDING: 'Gönderiliyor…',
    SENT: 'Teşekkürler: gönderildi.',
    SUBSCRIBED: 'Abone olundu',
    FAILED: 'Gönderilemedi; lütfen daha sonra yeniden deneyin.',
    NOT_CONNECTED: 'Bu form henüz bağlı değil, bu yüzden hiçbir şey gönderilmedi.',
    MESSAGE: 'Mesaj',
    SEND: 'Gönder',
    SUBSCRIBE: 'Abone ol',
    VIDEO: 'Video',
    FORGOT_PASSWORD: 'Şifrenizi mi unuttunuz?',
    OR: 'veya',
    WITH_PROVIDER: '{name} ile devam et',
    FORM: 'Form'
  },
  'ja-JP': {
    REQUIRED: '{field}を入力してください。',
    INVALID_EMAIL: 'name@example.com のようなメールアドレスを入力してください。',
    TOO_SHORT: '{field}は{min}文字以上で入力してください。',
    SENDING: '送信中…',
    SENT: 'ありがとうございます。送信しました。',
    SUBSCRIBED: '登録済み',
    FAILED: '送信できませんでした。しばらくしてからもう一度お試しください。',
    NOT_CONNECTED: 'このフォームはまだ接続されていないため、何も送信されていません。',
    MESSAGE: 'メッセージ',
    SEND: '送信',
    SUBSCRIBE: '登録する',
    VIDEO: '動画',
    FORGOT_PASSWORD: 'パスワードをお忘れですか？',
    OR: 'または',
    WITH_PROVIDER: '{name} で続ける',
    FORM: 'フォーム'
  }
}
