import type { LocaleTexts } from '../types'

/** French. */
const frFR: LocaleTexts = {
  NAV: { HOME: 'Accueil', ARCHIVE: 'Archives', CATEGORY: 'Catégories', TAG: 'Étiquettes', SEARCH: 'Rechercher', ABOUT: 'À propos', MENU: 'Menu' },
  COMMON: {
    MORE: 'Plus',
    NO_MORE: 'Rien de plus',
    PREV: 'Précédent',
    NEXT: 'Suivant',
    POSTS: 'articles',
    POST_COUNT: 'Articles',
    LATEST_POSTS: 'Derniers articles',
    ANNOUNCEMENT: 'Annonce',
    TABLE_OF_CONTENTS: 'Sommaire',
    NO_RESULTS_FOUND: 'Aucun résultat.',
    SEARCH_PLACEHOLDER: 'Rechercher des articles',
    SEARCH_RESULTS: 'Résultats de la recherche',
    NOT_FOUND: '404 Page introuvable.',
    BACK_HOME: "Retour à l'accueil",
    RECOMMEND_POSTS: 'Articles recommandés',
    PREV_POST: 'Article précédent',
    NEXT_POST: 'Article suivant',
    SHARE: 'Partager',
    CATEGORIES: 'Catégories',
    TAGS: 'Étiquettes',
    CATEGORY: 'Catégorie',
    TAG: 'Étiquette',
    BACK_TO_TOP: 'Haut de page',
    DARK_MODE: 'Mode sombre',
    LIGHT_MODE: 'Mode clair',
    SWITCH_THEME: 'Changer de thème',
    POWERED_BY: 'Propulsé par',
    VIEWS: 'vues',
    VISITORS: 'visiteurs',
    PUBLISHED_ON: 'Publié le',
    LAST_EDITED: 'Modifié le',
    AUTHOR: 'Auteur',
    ARCHIVE_COUNT: 'articles dans les archives',
    PAGE: 'Page',
    LOADING: 'Chargement…',
    VERSION: 'Version',
    CLEAR: 'Effacer',
    CLOSE: 'Fermer',
    THEME: 'Thème',
    PAGINATION: 'Pagination',
    SKIP_TO_CONTENT: 'Aller au contenu',
    UNTITLED: 'Sans titre',
    MAIN_NAVIGATION: 'Navigation principale',
    LANGUAGE: 'Langue',
    SITE_VISITORS: 'Visiteurs',
    SITE_VIEWS: 'Visites',
    PAGE_VIEWS: 'Lectures',
    REDIRECTING_404: "Cette page ne s'est pas chargée ; redirection vers la page 404."
  },
  COMMENT: { TITLE: 'Commentaires', LOADING: 'Chargement des commentaires…' },
  SHARE: {
    TITLE: 'Partager cet article',
    COPY_LINK: 'Copier le lien',
    LINK_COPIED: 'Lien copié',
    EMAIL: 'E-mail',
    SHARE_ON: 'Partager sur',
    WECHAT_TIP: 'Lien copié : collez-le dans WeChat pour le partager'
  },
  LOCK: {
    PASSWORD_TIP: 'Veuillez saisir le mot de passe :',
    PASSWORD_PLACEHOLDER: 'Mot de passe',
    SUBMIT: 'Valider',
    PASSWORD_ERROR: 'Mot de passe incorrect !',
    UNLOCKED: 'Article déverrouillé',
    LOCKED: 'Protégé par un mot de passe'
  },
  SIGN: {
    SIGN_IN: 'Se connecter',
    SIGN_UP: "S'inscrire",
    EMAIL: 'E-mail',
    PASSWORD: 'Mot de passe',
    NAME: 'Nom',
    NO_ACCOUNT: 'Pas encore de compte ?',
    HAVE_ACCOUNT: 'Vous avez déjà un compte ?'
  }
}

export default frFR
