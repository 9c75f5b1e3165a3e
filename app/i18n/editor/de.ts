import type { EditorWords } from "../editor-words.ts";

export const de: EditorWords = {
  fields: {
    "stories.title": {
      label: "Titel",
      hint: "Die Überschrift der Geschichte, höchstens 100 Zeichen: Daraus entsteht ihre Adresse auf der Website. Mehr als einen Titel braucht eine Geschichte nicht: Alle weiteren Felder sind optional.",
    },
    "stories.date": {
      label: "Datum",
      hint: "Wann es war, als Jahr-Monat: „2024-03“ für März 2024, oder ein Zeitraum, etwa „2018-08/2024“ für August 2018 bis 2024; die Seite schreibt es in ihrer Sprache. Ohne Datum gilt der Monat, in dem du die Geschichte begonnen hast.",
    },
    "stories.location": {
      label: "Ort",
      hint: "Wo es war, so wie es deine Leser lesen sollen, etwa „Uluwatu, Bali“. Ohne Ort nennt die Geschichte keinen.",
    },
    "stories.image": {
      label: "Titelfoto",
      hint: "Das Foto oben in der Geschichte. Ohne eigenes das Titelfoto der Website.",
    },
    "stories.imageAlt": {
      label: "Was das Titelfoto zeigt",
      hint: "Für alle, die es nicht sehen können, etwa „Kalksteinklippen über dem Meer bei Uluwatu“. Ohne diese Angabe erscheint das Foto nur als Schmuck neben dem Titel.",
    },
    "stories.excerpt": {
      label: "Auszug",
      hint: "Ein, zwei Sätze, die Lust aufs Weiterlesen machen: auf der Startseite, im Feed und wenn die Geschichte geteilt wird. Ohne Auszug die ersten Worte der Geschichte.",
    },
    "stories.coordinates": {
      label: "Stecknadel auf der Karte",
      hint: "Optional und öffentlich: wo es war, so wie deine Karten-App einen Ort kopiert, etwa „-8.8291, 115.0849“ (Google Maps: den Ort gedrückt halten, dann auf die Zahlen tippen). Lass das Feld leer bei einem Ort, den du lieber nicht zeigst.",
    },
    "stories.trip": {
      label: "Reise",
      hint: "Optional: die Reise, zu der diese Geschichte gehört, ausgewählt aus deinen Reisen (eine neue beginnst du unter Reisen); in einer Datei der Name der Reisedatei in content/trips ohne „.yml“. Die Geschichten einer Reise folgen in der Reihenfolge, in der sie geschrieben wurden.",
    },
    "stories.draft": {
      label: "Entwurf",
      hint: "An: gespeichert, aber nicht veröffentlicht. Schalte es aus und speichere, um die Geschichte zu veröffentlichen; wieder an, um sie von der Website zu nehmen.",
    },
    "trips.title": {
      label: "Titel",
      hint: "Der Name der Reise, etwa „Von Küste zu Küste“, höchstens 100 Zeichen.",
    },
    "trips.summary": {
      label: "Zusammenfassung",
      hint: "Ein, zwei Sätze über die Reise: auf ihrer Seite und in der Liste der Reisen.",
    },
    "trips.start": { label: "Erster Tag", hint: "Der Tag, an dem die Reise begann." },
    "trips.end": {
      label: "Letzter Tag",
      hint: "Der Tag, an dem sie endete, oder ihr bisher letzter Tag: am ersten Tag oder danach.",
    },
    "trips.image": {
      label: "Titelfoto",
      hint: "Optional: ohne eigenes das Titelfoto der ersten Geschichte der Reise.",
    },
    "trips.imageAlt": {
      label: "Was das Titelfoto zeigt",
      hint: "Für alle, die es nicht sehen können. Ohne diese Angabe erscheint das Foto nur als Schmuck neben dem Titel der Reise.",
    },
    "site.language": {
      label: "Sprache",
      hint: "Optional: die Sprache aller Wörter, die die Website selbst schreibt (Überschriften, Schaltflächen, Datumsangaben). Ohne Angabe Englisch.",
    },
    "site.distanceUnit": {
      label: "Entfernungen in",
      hint: "Optional: wie die Strecke einer Reise angegeben wird. Ohne Angabe in Kilometern.",
    },
    "site.alias": {
      label: "Pseudonym",
      hint: "Der Name, unter dem du schreibst: der Titel der Website.",
    },
    "site.tagline": { label: "Untertitel", hint: "Die Zeile unter deinem Namen." },
    "site.heroImage": {
      label: "Titelfoto",
      hint: "Das Querformatfoto hinter den Titeln der Startseite und von /stories, mindestens 1200 Pixel breit.",
    },
    "site.email": {
      label: "E-Mail",
      hint: "Steht auf der Kontaktkarte; Reiseanfragen per E-Mail und Newsletter-Anmeldungen kommen hier an.",
    },
    "site.instagramHandle": {
      label: "Instagram-Name",
      hint: "Beginnt mit @, etwa @wildfinch.travels.",
    },
    "site.instagramUrl": {
      label: "Instagram-Adresse",
      hint: "Etwa https://www.instagram.com/wildfinch.travels/",
    },
    "site.whatsappNumber": {
      label: "WhatsApp-Nummer",
      hint: "Hierhin gehen Reiseanfragen: 6 bis 15 Ziffern, zuerst die Ländervorwahl, ohne +, Leerzeichen oder Bindestriche.",
    },
    "site.foodReviewUrl": {
      label: "Adresse deiner Restaurantkritiken",
      hint: "Die Seite mit deinen Bewertungen, etwa bei Tripadvisor.",
    },
    "site.travelPartner": {
      label: "Reisepartner",
      hint: "Die Partnerkarte unter „Bleiben wir in Kontakt“.",
    },
    "site.travelPartner.name": { label: "Name" },
    "site.travelPartner.url": { label: "Adresse", hint: "Ihre Website." },
    "site.travelPartner.description": { label: "Beschreibung" },
    "site.currentLocation": {
      label: "Wo du gerade bist",
      hint: "Steht für alle lesbar auf der Website: bleib so ungenau, wie du magst.",
    },
    "site.nextDestination": { label: "Nächstes Ziel", hint: "Steht auch auf der Website." },
    "site.copyrightStartYear": {
      label: "Erstes Jahr der Website",
      hint: "Das Copyright in der Fußzeile reicht von diesem bis zum aktuellen Jahr.",
    },
    "site.siteUrl": {
      label: "Adresse der Website",
      hint: "Wo die Website liegt, mit Pfad, falls sie einen hat (https://<nutzer>.github.io/<repository>), ohne Schrägstrich am Ende.",
    },
    "site.newsletterFormUrl": {
      label: "Adresse des Newsletter-Formulars",
      hint: "Optional: das Formular deines Newsletter-Anbieters. Ohne Formular bittet das Feld die E-Mail-App der Besucher, dir zu schreiben.",
    },
    "site.djTags": {
      label: "DJ-Schlagwörter",
      hint: "Die Schlagwörter unter deinen DJ-Angeboten.",
    },
    "site.djTags.item": { label: "Schlagwort" },
    "site.visitedCountries": {
      label: "Länder auf der Karte",
      hint: "Optional: die Länder, die auf der Karte unter /stories eingefärbt sind.",
    },
    "site.homeStories": {
      label: "Geschichten auf der Startseite",
      hint: "Optional: bis zu vier, in ihrer Reihenfolge. Ohne Auswahl die neuesten Geschichten.",
    },
    "site.about": { label: "Über dich", hint: "Der Abschnitt „Über mich“ auf der Startseite." },
    "site.about.portrait": { label: "Porträt", hint: "Das Bild neben deiner Biografie." },
    "site.about.portraitAlt": {
      label: "Was das Porträt zeigt",
      hint: "Für Besucher, die es nicht sehen können.",
    },
    "site.about.paragraphs": { label: "Absätze" },
    "site.about.paragraphs.item": { label: "Absatz" },
    "site.about.stats": { label: "Zahlen", hint: "Erscheinen als „50+ bestiegene Berge“." },
    "site.about.stats.value": { label: "Zahl", hint: "Etwa 50+" },
    "site.about.stats.label": { label: "Beschriftung", hint: "Etwa bestiegene Berge" },
    "gallery.photos": {
      label: "Fotos",
      hint: "In der Reihenfolge, in der die Startseite sie zeigt.",
    },
    "gallery.photos.src": { label: "Foto" },
    "gallery.photos.alt": {
      label: "Was es zeigt",
      hint: "Für Besucher, die es nicht sehen können.",
    },
    "gallery.photos.caption": {
      label: "Bildunterschrift",
      hint: "Die Zeile, die mit dem Foto erscheint.",
    },
    "gallery.photos.location": { label: "Ort", hint: "Wo es aufgenommen wurde." },
    "dj.offerings": { label: "Angebote" },
    "dj.offerings.title": { label: "Titel" },
    "dj.offerings.location": { label: "Ort" },
    "dj.offerings.description": { label: "Beschreibung" },
    "dj.offerings.icon": { label: "Symbol" },
    "dj.offerings.image": { label: "Foto" },
    "dj.offerings.imageAlt": {
      label: "Was das Foto zeigt",
      hint: "Für Besucher, die es nicht sehen können.",
    },
    "dj.offerings.mixes": {
      label: "Mixe",
      hint: "Optional: deine Mixe auf Mixcloud, SoundCloud oder YouTube, die man auf der Seite mit einem Tippen hört.",
    },
    "dj.offerings.mixes.url": {
      label: "Adresse",
      hint: "Die Seite des Mixes auf Mixcloud, SoundCloud oder YouTube, kopiert aus der Adressleiste oder über „Teilen“. Füge sie allein in eine Zeile einer Geschichte ein, damit der Mix dort spielt.",
    },
    "dj.offerings.mixes.title": { label: "Titel" },
    "dj.offerings.mixes.duration": {
      label: "Länge",
      hint: "Stunden, Minuten und Sekunden, etwa 1:02:03.",
    },
    "dj.offerings.mixes.image": {
      label: "Titelfoto",
      hint: "Eines deiner Fotos, gezeigt mit der Play-Taste.",
    },
    "dj.offerings.mixes.imageAlt": {
      label: "Was das Foto zeigt",
      hint: "Für Besucher, die es nicht sehen können.",
    },
    "photo.src": { label: "Foto" },
    "photo.alt": {
      label: "Was das Foto zeigt",
      hint: "Für alle, die es nicht sehen können, etwa „Laternen über dem Nachtmarkt“.",
    },
    "photo.caption": {
      label: "Bildunterschrift",
      hint: "Optional: steht unter dem Foto.",
    },
  },
  texts: {
    title: "{alias} · Editor",
    "stories.label": "Geschichten",
    "stories.singular": "Geschichte",
    "stories.draftMark": "Entwurf ·",
    "stories.description":
      "Alle Geschichten, die neueste zuerst. Zum Speichern genügt ein Titel. Entwürfe sind mit „{draft}“ markiert und werden nicht veröffentlicht: Zum Veröffentlichen öffnen, Entwurf ausschalten und speichern.",
    "stories.body.label": "Geschichte",
    "stories.body.hint":
      "Lass zwischen Absätzen eine Zeile frei. Ein Foto fügst du mit der Foto-Schaltfläche ein: Es erscheint zwischen den Absätzen, so breit, wie die Seite es zulässt.",
    "stories.slug.hint":
      "Die Datei der Geschichte: die Minute, in der du sie begonnen hast, dann ihre Adresse auf der Website, aus dem Titel gebildet.",
    "stories.slug.rule":
      "Lass die zwölf Ziffern und den Bindestrich am Anfang stehen; danach die Adresse der Geschichte: Kleinbuchstaben, Ziffern und einzelne Bindestriche, höchstens {max} Zeichen.",
    "drafts.label": "Entwürfe",
    "drafts.singular": "Entwurf",
    "drafts.description":
      "Die noch nicht veröffentlichten Geschichten, die neueste zuerst: Zum Speichern genügt ein Titel. Zum Veröffentlichen öffnen, Entwurf ausschalten und speichern.",
    "trips.label": "Reisen",
    "trips.singular": "Reise",
    "trips.description":
      "Eine Reise, erzählt in mehreren Geschichten. Beginne hier eine Reise und wähle sie dann im Feld Reise jeder ihrer Geschichten aus: Sie folgen in der Reihenfolge, in der sie geschrieben wurden.",
    "trips.slug.hint":
      "Die Datei der Reise und ihre Adresse auf der Website, aus dem Titel gebildet.",
    "trips.slug.rule":
      "Kleinbuchstaben, Ziffern und einzelne Bindestriche, höchstens {max} Zeichen.",
    "site.label": "Über dich",
    "gallery.label": "Galerie",
    "dj.label": "DJ-Angebote",
    "photo.label": "Foto",
    photoHint:
      "Mach eins mit dem Handy oder wähle eins aus, oder füge die Adresse eines Unsplash-Fotos ein.",
  },
  messages: {
    'expected a mix\'s address on Mixcloud, SoundCloud or YouTube, like "https://www.mixcloud.com/<name>/<mix>/"':
      "Bitte die Adresse eines Mixes auf Mixcloud, SoundCloud oder YouTube angeben, etwa „https://www.mixcloud.com/<name>/<mix>/“",
    'expected hours, minutes and seconds, like "1:02:03"':
      "Bitte Stunden, Minuten und Sekunden angeben, etwa „1:02:03“",
    "expected some text, not an empty one": "Bitte etwas eintragen: Das Feld darf nicht leer sein",
    'expected when it happened as year-month, like "2024-03", or a span, like "2018-08/2024"':
      "Bitte angeben, wann es war, als Jahr-Monat, etwa „2024-03“, oder einen Zeitraum, etwa „2018-08/2024“",
    'expected one of your photos in content/uploads, like "uploads/IMG_2041.JPG", or an Unsplash photo address without anything after "?", like "https://images.unsplash.com/photo-1502602898657-3e91760cbb34"':
      "Bitte eines deiner Fotos aus content/uploads wählen, etwa „uploads/IMG_2041.JPG“, oder die Adresse eines Unsplash-Fotos ohne etwas nach „?“, etwa „https://images.unsplash.com/photo-1502602898657-3e91760cbb34“",
    'expected the latitude and the longitude in decimal degrees, as a maps app copies them, like "-8.8291, 115.0849"':
      "Bitte Breiten- und Längengrad in Dezimalgrad angeben, so wie eine Karten-App sie kopiert, etwa „-8.8291, 115.0849“",
    "Each photo in the text needs to say what it shows, to have no link around it, and to be one of your photos or an Unsplash photo: tap the photo to fix it.":
      "Jedes Foto im Text muss sagen, was es zeigt, darf keinen Link haben und muss eines deiner Fotos oder ein Unsplash-Foto sein: Tippe auf das Foto, um es zu korrigieren.",
    "expected the last day on or after the first day":
      "Der letzte Tag darf nicht vor dem ersten liegen ({day})",
    "expected an e-mail address, like hello@example.com":
      "Bitte eine E-Mail-Adresse angeben, etwa hallo@beispiel.de",
    'expected an Instagram handle, like "@name"':
      "Bitte einen Instagram-Namen angeben, etwa „@name“",
    'expected an address starting with "https://", like "https://example.com/page"':
      "Bitte eine Adresse angeben, die mit „https://“ beginnt, etwa „https://beispiel.de/seite“",
    'expected 6-15 digits in international format, without "+", spaces or dashes, like "15551234567"':
      "Bitte 6 bis 15 Ziffern im internationalen Format angeben, ohne „+“, Leerzeichen oder Bindestriche, etwa „4915112345678“",
    'expected the site\'s address, starting with "https://", without "?", "#" or a slash at its end, and not under "/assets", like "https://example.github.io/travel"':
      "Bitte die Adresse der Website angeben, mit „https://“ am Anfang, ohne „?“, „#“ oder Schrägstrich am Ende und nicht unter „/assets“, etwa „https://beispiel.github.io/reisen“",
  },
};
