import type { EditorWords } from "../editor-words.ts";

export const fr: EditorWords = {
  fields: {
    "stories.title": {
      label: "Titre",
      hint: "Le titre du récit, 100 caractères au plus : son adresse sur le site en est tirée. Un titre suffit : les autres champs sont facultatifs.",
    },
    "stories.date": {
      label: "Date",
      hint: "Quand c'est arrivé, en année-mois : « 2024-03 » pour mars 2024, ou une période, comme « 2018-08/2024 » pour août 2018 à 2024 ; le site l'écrit dans sa langue. Sans date, le mois où vous avez commencé le récit.",
    },
    "stories.location": {
      label: "Lieu",
      hint: "Où c'est arrivé, tel que vos lecteurs le liront, comme « Uluwatu, Bali ». Sans lieu, le récit n'en nomme aucun.",
    },
    "stories.image": {
      label: "Photo de couverture",
      hint: "La photo en haut du récit. Sans elle, la photo de couverture du site.",
    },
    "stories.imageAlt": {
      label: "Ce que montre la photo de couverture",
      hint: "Pour ceux qui ne peuvent pas la voir, comme « Falaises calcaires au-dessus de l'océan à Uluwatu ». Sans cela, la couverture est affichée comme simple décor à côté du titre.",
    },
    "stories.excerpt": {
      label: "Extrait",
      hint: "Une ou deux phrases qui donnent envie de lire la suite : sur la page d'accueil, dans le flux et quand le récit est partagé. Sans extrait, les premiers mots du récit.",
    },
    "stories.coordinates": {
      label: "Point sur la carte",
      hint: "Facultatif et public : où c'est arrivé, tel que votre appli de cartes copie un lieu, comme « -8.8291, 115.0849 » (Google Maps : appuyez longuement sur le lieu, puis touchez ses coordonnées). Laissez vide pour un lieu que vous préférez ne pas montrer.",
    },
    "stories.trip": {
      label: "Voyage",
      hint: "Facultatif : le voyage dont fait partie ce récit, choisi parmi vos voyages (créez-en un sous Voyages) ; dans un fichier, le nom du fichier du voyage dans content/trips sans « .yml ». Les récits d'un voyage se suivent dans l'ordre où ils ont été écrits.",
    },
    "stories.draft": {
      label: "Brouillon",
      hint: "Activé : enregistré, mais pas publié. Désactivez-le et enregistrez pour publier le récit ; réactivez-le pour le retirer du site.",
    },
    "trips.title": {
      label: "Titre",
      hint: "Le nom du voyage, comme « D'une côte à l'autre », 100 caractères au plus.",
    },
    "trips.summary": {
      label: "Résumé",
      hint: "Une phrase ou deux sur le voyage : sur sa page et dans la liste des voyages.",
    },
    "trips.start": { label: "Premier jour", hint: "Le jour où le voyage a commencé." },
    "trips.end": {
      label: "Dernier jour",
      hint: "Le jour où il s'est terminé, ou son dernier jour jusqu'ici : le premier jour ou après.",
    },
    "trips.image": {
      label: "Photo de couverture",
      hint: "Facultatif : sans elle, la couverture du premier récit du voyage.",
    },
    "trips.imageAlt": {
      label: "Ce que montre la photo de couverture",
      hint: "Pour ceux qui ne peuvent pas la voir. Sans cela, la couverture est affichée comme simple décor, à côté du titre du voyage.",
    },
    "site.language": {
      label: "Langue",
      hint: "Facultatif : la langue de tout ce que le site écrit lui-même (titres, boutons, dates). Anglais si vous laissez vide.",
    },
    "site.distanceUnit": {
      label: "Distances en",
      hint: "Facultatif : l'unité des distances des voyages. En kilomètres si vous le laissez vide.",
    },
    "site.alias": {
      label: "Pseudonyme",
      hint: "Le nom sous lequel vous écrivez : le titre du site.",
    },
    "site.tagline": { label: "Slogan", hint: "La ligne sous votre pseudonyme." },
    "site.heroImage": {
      label: "Photo de couverture",
      hint: "La photo en paysage derrière les titres de la page d'accueil et de /stories, d'au moins 1200 pixels de large.",
    },
    "site.email": {
      label: "E-mail",
      hint: "Affiché sur la carte de contact ; les demandes de voyage par e-mail et les inscriptions à la newsletter arrivent ici.",
    },
    "site.instagramHandle": {
      label: "Nom d'utilisateur Instagram",
      hint: "Commence par @, comme @wildfinch.travels.",
    },
    "site.instagramUrl": {
      label: "Adresse Instagram",
      hint: "Comme https://www.instagram.com/wildfinch.travels/",
    },
    "site.whatsappNumber": {
      label: "Numéro WhatsApp",
      hint: "Où arrivent les demandes de voyage : 6 à 15 chiffres, indicatif du pays d'abord, sans +, espaces ni tirets.",
    },
    "site.foodReviewUrl": {
      label: "Adresse de vos avis gastronomiques",
      hint: "La page de vos avis, par exemple sur Tripadvisor.",
    },
    "site.travelPartner": {
      label: "Partenaire de voyage",
      hint: "La carte du partenaire dans « Restons en contact ».",
    },
    "site.travelPartner.name": { label: "Nom" },
    "site.travelPartner.url": { label: "Adresse", hint: "Son site web." },
    "site.travelPartner.description": { label: "Description" },
    "site.currentLocation": {
      label: "Où vous êtes",
      hint: "Affiché sur le site, lisible par tous : restez aussi vague que vous le souhaitez.",
    },
    "site.nextDestination": {
      label: "Prochaine destination",
      hint: "Affichée sur le site, elle aussi.",
    },
    "site.copyrightStartYear": {
      label: "Première année du site",
      hint: "Le copyright du pied de page va de cette année à l'année en cours.",
    },
    "site.siteUrl": {
      label: "Adresse du site",
      hint: "Où se trouve le site, avec son chemin s'il en a un (https://<utilisateur>.github.io/<dépôt>), sans barre oblique à la fin.",
    },
    "site.newsletterFormUrl": {
      label: "Adresse du formulaire de newsletter",
      hint: "Facultatif : le formulaire de votre service de newsletter. Sans lui, la case demande à l'appli d'e-mail du visiteur de vous écrire.",
    },
    "site.djTags": { label: "Étiquettes DJ", hint: "Les étiquettes sous vos prestations de DJ." },
    "site.djTags.item": { label: "Étiquette" },
    "site.visitedCountries": {
      label: "Pays sur la carte",
      hint: "Facultatif : les pays colorés sur la carte de /stories.",
    },
    "site.homeStories": {
      label: "Récits sur la page d'accueil",
      hint: "Facultatif : jusqu'à quatre, dans leur ordre. Sans eux, les derniers récits.",
    },
    "site.about": { label: "À propos", hint: "La section « À propos » de la page d'accueil." },
    "site.about.portrait": { label: "Portrait", hint: "La photo à côté de votre biographie." },
    "site.about.portraitAlt": {
      label: "Ce que montre le portrait",
      hint: "Pour les visiteurs qui ne peuvent pas le voir.",
    },
    "site.about.paragraphs": { label: "Paragraphes" },
    "site.about.paragraphs.item": { label: "Paragraphe" },
    "site.about.stats": { label: "Chiffres", hint: "Affichés ainsi : « 50+ Sommets gravis »." },
    "site.about.stats.value": { label: "Chiffre", hint: "Comme 50+" },
    "site.about.stats.label": { label: "Libellé", hint: "Comme Sommets gravis" },
    "gallery.photos": {
      label: "Photos",
      hint: "Dans l'ordre où la page d'accueil les montre.",
    },
    "gallery.photos.src": { label: "Photo" },
    "gallery.photos.alt": {
      label: "Ce qu'elle montre",
      hint: "Pour les visiteurs qui ne peuvent pas la voir.",
    },
    "gallery.photos.caption": { label: "Légende", hint: "La ligne affichée avec la photo." },
    "gallery.photos.location": { label: "Lieu", hint: "Où elle a été prise." },
    "dj.offerings": { label: "Prestations" },
    "dj.offerings.title": { label: "Titre" },
    "dj.offerings.location": { label: "Lieu" },
    "dj.offerings.description": { label: "Description" },
    "dj.offerings.icon": { label: "Icône" },
    "dj.offerings.image": { label: "Photo" },
    "dj.offerings.imageAlt": {
      label: "Ce que montre la photo",
      hint: "Pour les visiteurs qui ne peuvent pas la voir.",
    },
    "dj.offerings.mixes": {
      label: "Mixes",
      hint: "Facultatif : vos mixes sur Mixcloud, SoundCloud ou YouTube, à écouter sur la page d'un simple toucher.",
    },
    "dj.offerings.mixes.url": {
      label: "Adresse",
      hint: "La page du mix sur Mixcloud, SoundCloud ou YouTube, copiée depuis la barre d'adresse ou son bouton Partager. Collez-la seule sur une ligne d'un récit pour y faire jouer le mix.",
    },
    "dj.offerings.mixes.title": { label: "Titre" },
    "dj.offerings.mixes.duration": {
      label: "Durée",
      hint: "Heures, minutes et secondes, comme 1:02:03.",
    },
    "dj.offerings.mixes.image": {
      label: "Photo de couverture",
      hint: "Une de vos photos, affichée avec le bouton lecture.",
    },
    "dj.offerings.mixes.imageAlt": {
      label: "Ce que montre la photo",
      hint: "Pour les visiteurs qui ne peuvent pas la voir.",
    },
    "photo.src": { label: "Photo" },
    "photo.alt": {
      label: "Ce que montre la photo",
      hint: "Pour ceux qui ne peuvent pas la voir, comme « Lanternes au-dessus du marché de nuit ».",
    },
    "photo.caption": { label: "Légende", hint: "Facultatif : affichée sous la photo." },
  },
  texts: {
    title: "{alias} · éditeur",
    "stories.label": "Récits",
    "stories.singular": "Récit",
    "stories.draftMark": "Brouillon ·",
    "stories.description":
      "Tous les récits, du plus récent au plus ancien. Un titre suffit pour en enregistrer un. Les brouillons sont marqués « {draft} » et ne sont pas publiés : pour en publier un, ouvrez-le, désactivez Brouillon et enregistrez.",
    "stories.body.label": "Récit",
    "stories.body.hint":
      "Laissez une ligne vide entre les paragraphes. Ajoutez une photo avec le bouton photo : elle s'affiche entre les paragraphes, aussi large que la page le permet.",
    "stories.slug.hint":
      "Le fichier du récit : la minute où vous l'avez commencé, puis son adresse sur le site, tirée du titre.",
    "stories.slug.rule":
      "Gardez les douze chiffres et le tiret du début ; ensuite, l'adresse du récit : lettres minuscules, chiffres et tirets simples, {max} caractères au plus.",
    "drafts.label": "Brouillons",
    "drafts.singular": "Brouillon",
    "drafts.description":
      "Les récits pas encore publiés, du plus récent au plus ancien : un titre suffit pour en enregistrer un. Pour en publier un, ouvrez-le, désactivez Brouillon et enregistrez.",
    "trips.label": "Voyages",
    "trips.singular": "Voyage",
    "trips.description":
      "Un voyage raconté en plusieurs récits. Commencez un voyage ici, puis choisissez-le dans le champ Voyage de chacun de ses récits : ils se suivent dans l'ordre où ils ont été écrits.",
    "trips.slug.hint": "Le fichier du voyage et son adresse sur le site, tirés du titre.",
    "trips.slug.rule": "Lettres minuscules, chiffres et tirets simples, {max} caractères au plus.",
    "site.label": "À propos de vous",
    "gallery.label": "Galerie",
    "dj.label": "Prestations de DJ",
    "photo.label": "Photo",
    photoHint:
      "Prenez-en une avec votre téléphone ou choisissez-en une, ou collez l'adresse d'une photo Unsplash.",
  },
  messages: {
    'expected a mix\'s address on Mixcloud, SoundCloud or YouTube, like "https://www.mixcloud.com/<name>/<mix>/"':
      "Indiquez l'adresse d'un mix sur Mixcloud, SoundCloud ou YouTube, comme « https://www.mixcloud.com/<nom>/<mix>/ »",
    'expected hours, minutes and seconds, like "1:02:03"':
      "Indiquez les heures, les minutes et les secondes, comme « 1:02:03 »",
    "expected some text, not an empty one":
      "Écrivez quelque chose : ce champ ne peut pas être vide",
    'expected when it happened as year-month, like "2024-03", or a span, like "2018-08/2024"':
      "Indiquez quand c'est arrivé en année-mois, comme « 2024-03 », ou une période, comme « 2018-08/2024 »",
    'expected one of your photos in content/uploads, like "uploads/IMG_2041.JPG", or an Unsplash photo address without anything after "?", like "https://images.unsplash.com/photo-1502602898657-3e91760cbb34"':
      "Choisissez une de vos photos de content/uploads, comme « uploads/IMG_2041.JPG », ou l'adresse d'une photo Unsplash sans rien après « ? », comme « https://images.unsplash.com/photo-1502602898657-3e91760cbb34 »",
    'expected the latitude and the longitude in decimal degrees, as a maps app copies them, like "-8.8291, 115.0849"':
      "Indiquez la latitude et la longitude en degrés décimaux, telles qu'une appli de cartes les copie, comme « -8.8291, 115.0849 »",
    "Each photo in the text needs to say what it shows, to have no link around it, and to be one of your photos or an Unsplash photo: tap the photo to fix it.":
      "Chaque photo du texte doit dire ce qu'elle montre, ne pas porter de lien et être une de vos photos ou une photo Unsplash : touchez la photo pour la corriger.",
    "expected the last day on or after the first day":
      "Le dernier jour ne peut pas précéder le premier ({day})",
    "expected an e-mail address, like hello@example.com":
      "Indiquez une adresse e-mail, comme bonjour@exemple.fr",
    'expected an Instagram handle, like "@name"':
      "Indiquez un nom d'utilisateur Instagram, comme « @nom »",
    'expected an address starting with "https://", like "https://example.com/page"':
      "Indiquez une adresse commençant par « https:// », comme « https://exemple.fr/page »",
    'expected 6-15 digits in international format, without "+", spaces or dashes, like "15551234567"':
      "Indiquez 6 à 15 chiffres au format international, sans « + », espaces ni tirets, comme « 33612345678 »",
    'expected the site\'s address, starting with "https://", without "?", "#" or a slash at its end, and not under "/assets", like "https://example.github.io/travel"':
      "Indiquez l'adresse du site, commençant par « https:// », sans « ? », « # » ni barre oblique à la fin, et hors de « /assets », comme « https://exemple.github.io/voyages »",
  },
};
