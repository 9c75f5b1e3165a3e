import type { EditorWords } from "../editor-words.ts";

export const es: EditorWords = {
  fields: {
    "stories.title": {
      label: "Título",
      hint: "El encabezado de la historia, de 100 caracteres como máximo: con él se crea su dirección en el sitio. Una historia solo necesita el título: los demás campos son opcionales.",
    },
    "stories.date": {
      label: "Fecha",
      hint: "Cuándo ocurrió, como año-mes: “2024-03” para marzo de 2024, o un periodo, como “2018-08/2024” para agosto de 2018 a 2024; el sitio lo escribe en su idioma. Sin fecha, el mes en que empezaste la historia.",
    },
    "stories.location": {
      label: "Lugar",
      hint: "Dónde ocurrió, tal como lo verán tus lectores, como “Uluwatu, Bali”. Sin él, la historia no nombra ningún lugar.",
    },
    "stories.image": {
      label: "Foto de portada",
      hint: "La foto que encabeza la historia. Sin ella, la foto de portada del sitio.",
    },
    "stories.imageAlt": {
      label: "Qué muestra la foto de portada",
      hint: "Para quienes no pueden verla, como “Acantilados de piedra caliza sobre el mar en Uluwatu”. Sin esto, la portada se muestra como decoración junto al título.",
    },
    "stories.excerpt": {
      label: "Extracto",
      hint: "Una o dos frases que den ganas de seguir leyendo: en la página de inicio, en el feed y cuando se comparte la historia. Sin ella, las primeras palabras de la historia.",
    },
    "stories.coordinates": {
      label: "Ubicación en el mapa",
      hint: "Opcional y público: dónde ocurrió, tal como tu app de mapas copia un lugar, como “-8.8291, 115.0849” (Google Maps: mantén pulsado el lugar y toca sus números). Déjalo vacío si prefieres no mostrar el lugar.",
    },
    "stories.trip": {
      label: "Viaje",
      hint: "Opcional: el viaje del que forma parte esta historia, elegido entre tus viajes (empieza uno en Viajes); en un archivo, el nombre del archivo del viaje en content/trips sin “.yml”. Las historias de un viaje van en el orden en que se escribieron.",
    },
    "stories.draft": {
      label: "Borrador",
      hint: "Activado: se guarda, pero no se publica. Desactívalo y guarda para publicar la historia; actívalo de nuevo para retirarla del sitio.",
    },
    "trips.title": {
      label: "Título",
      hint: "El nombre del viaje, como “De costa a costa”, de 100 caracteres como máximo.",
    },
    "trips.summary": {
      label: "Resumen",
      hint: "Una o dos frases sobre el viaje: en su página y en la lista de viajes.",
    },
    "trips.start": { label: "Primer día", hint: "El día en que empezó el viaje." },
    "trips.end": {
      label: "Último día",
      hint: "El día en que terminó, o su último día hasta ahora: el mismo día que el primero o después.",
    },
    "trips.image": {
      label: "Foto de portada",
      hint: "Opcional: sin ella, la portada de la primera historia del viaje.",
    },
    "trips.imageAlt": {
      label: "Qué muestra la foto de portada",
      hint: "Para quienes no pueden verla. Sin esto, la portada se muestra como decoración junto al título del viaje.",
    },
    "site.language": {
      label: "Idioma",
      hint: "Opcional: el idioma de todo lo que escribe el propio sitio (títulos, botones, fechas). Inglés si lo dejas vacío.",
    },
    "site.distanceUnit": {
      label: "Distancias en",
      hint: "Opcional: cómo se da la distancia de un viaje. En kilómetros si lo dejas vacío.",
    },
    "site.alias": { label: "Alias", hint: "El nombre con el que escribes: el título del sitio." },
    "site.tagline": { label: "Lema", hint: "La línea bajo tu alias." },
    "site.heroImage": {
      label: "Foto de portada",
      hint: "La foto apaisada detrás de los títulos de la página de inicio y de /stories, de al menos 1200 píxeles de ancho.",
    },
    "site.email": {
      label: "Correo electrónico",
      hint: "Aparece en la tarjeta de contacto; aquí llegan las solicitudes de viaje por correo y las altas al boletín.",
    },
    "site.instagramHandle": {
      label: "Usuario de Instagram",
      hint: "Empieza por @, como @wildfinch.travels.",
    },
    "site.instagramUrl": {
      label: "Dirección de Instagram",
      hint: "Como https://www.instagram.com/wildfinch.travels/",
    },
    "site.whatsappNumber": {
      label: "Número de WhatsApp",
      hint: "Adonde llegan las solicitudes de viaje: de 6 a 15 cifras, primero el prefijo del país, sin +, espacios ni guiones.",
    },
    "site.foodReviewUrl": {
      label: "Dirección de tus reseñas gastronómicas",
      hint: "La página de tus reseñas, por ejemplo en Tripadvisor.",
    },
    "site.travelPartner": {
      label: "Socio de viaje",
      hint: "La tarjeta del socio en “Hablemos”.",
    },
    "site.travelPartner.name": { label: "Nombre" },
    "site.travelPartner.url": { label: "Dirección", hint: "Su sitio web." },
    "site.travelPartner.description": { label: "Descripción" },
    "site.currentLocation": {
      label: "Dónde estás",
      hint: "Se muestra en el sitio y cualquiera puede leerlo: sé tan impreciso como quieras.",
    },
    "site.nextDestination": { label: "Próximo destino", hint: "También se muestra en el sitio." },
    "site.copyrightStartYear": {
      label: "Primer año del sitio",
      hint: "El copyright del pie de página va desde ese año hasta el actual.",
    },
    "site.siteUrl": {
      label: "Dirección del sitio",
      hint: "Dónde está el sitio, con su ruta si la tiene (https://<usuario>.github.io/<repositorio>), sin barra al final.",
    },
    "site.newsletterFormUrl": {
      label: "Dirección del formulario del boletín",
      hint: "Opcional: el formulario de tu servicio de boletines. Sin él, la casilla pide a la app de correo de tus visitantes que te escriba.",
    },
    "site.djTags": { label: "Etiquetas de DJ", hint: "Las etiquetas bajo tus sesiones de DJ." },
    "site.djTags.item": { label: "Etiqueta" },
    "site.visitedCountries": {
      label: "Países en el mapa",
      hint: "Opcional: los países que aparecen sombreados en el mapa de /stories.",
    },
    "site.homeStories": {
      label: "Historias en la página de inicio",
      hint: "Opcional: hasta cuatro, en su orden. Sin ellas, las últimas historias.",
    },
    "site.about": { label: "Sobre ti", hint: "La sección “sobre mí” de la página de inicio." },
    "site.about.portrait": { label: "Retrato", hint: "La foto junto a tu biografía." },
    "site.about.portraitAlt": {
      label: "Qué muestra el retrato",
      hint: "Para los visitantes que no pueden verlo.",
    },
    "site.about.paragraphs": { label: "Párrafos" },
    "site.about.paragraphs.item": { label: "Párrafo" },
    "site.about.stats": { label: "Cifras", hint: "Se muestran como “50+ Montañas escaladas”." },
    "site.about.stats.value": { label: "Cifra", hint: "Como 50+" },
    "site.about.stats.label": { label: "Texto", hint: "Como Montañas escaladas" },
    "gallery.photos": {
      label: "Fotos",
      hint: "En el orden en que las muestra la página de inicio.",
    },
    "gallery.photos.src": { label: "Foto" },
    "gallery.photos.alt": {
      label: "Qué muestra",
      hint: "Para los visitantes que no pueden verla.",
    },
    "gallery.photos.caption": { label: "Pie de foto", hint: "La línea que acompaña a la foto." },
    "gallery.photos.location": { label: "Lugar", hint: "Dónde se hizo." },
    "dj.offerings": { label: "Sesiones" },
    "dj.offerings.title": { label: "Título" },
    "dj.offerings.location": { label: "Lugar" },
    "dj.offerings.description": { label: "Descripción" },
    "dj.offerings.icon": { label: "Icono" },
    "dj.offerings.image": { label: "Foto" },
    "dj.offerings.imageAlt": {
      label: "Qué muestra la foto",
      hint: "Para los visitantes que no pueden verla.",
    },
    "dj.offerings.mixes": {
      label: "Sesiones grabadas",
      hint: "Opcional: tus sesiones en Mixcloud, SoundCloud o YouTube, que se escuchan en la página con un toque.",
    },
    "dj.offerings.mixes.url": {
      label: "Dirección",
      hint: "La página de la sesión en Mixcloud, SoundCloud o YouTube, copiada de la barra de direcciones o de su botón Compartir. Pégala sola en una línea de una historia para que se escuche allí.",
    },
    "dj.offerings.mixes.title": { label: "Título" },
    "dj.offerings.mixes.duration": {
      label: "Duración",
      hint: "Horas, minutos y segundos, como 1:02:03.",
    },
    "dj.offerings.mixes.image": {
      label: "Foto de portada",
      hint: "Una de tus fotos, que se muestra con el botón de reproducir.",
    },
    "dj.offerings.mixes.imageAlt": {
      label: "Qué muestra la foto",
      hint: "Para quienes no pueden verla.",
    },
    "photo.src": { label: "Foto" },
    "photo.alt": {
      label: "Qué muestra la foto",
      hint: "Para quienes no pueden verla, como “Farolillos sobre el mercado nocturno”.",
    },
    "photo.caption": { label: "Pie de foto", hint: "Opcional: se muestra bajo la foto." },
  },
  texts: {
    title: "{alias} · editor",
    "stories.label": "Historias",
    "stories.singular": "Historia",
    "stories.draftMark": "Borrador ·",
    "stories.description":
      "Todas las historias, de la más reciente a la más antigua. Basta un título para guardar una. Los borradores llevan la marca “{draft}” y no se publican: para publicar uno, ábrelo, desactiva Borrador y guarda.",
    "stories.body.label": "Historia",
    "stories.body.hint":
      "Deja una línea en blanco entre párrafos. Añade una foto con el botón de foto: se muestra entre los párrafos, tan ancha como permita la página.",
    "stories.slug.hint":
      "El archivo de la historia: el minuto en que la empezaste y, después, su dirección en el sitio, creada a partir del título.",
    "stories.slug.rule":
      "Deja las doce cifras y el guion del principio; tras ellos, la dirección de la historia: letras minúsculas, cifras y guiones sueltos, {max} caracteres como máximo.",
    "drafts.label": "Borradores",
    "drafts.singular": "Borrador",
    "drafts.description":
      "Las historias aún sin publicar, de la más reciente a la más antigua: basta un título para guardar una. Para publicar una, ábrela, desactiva Borrador y guarda.",
    "trips.label": "Viajes",
    "trips.singular": "Viaje",
    "trips.description":
      "Un viaje contado en varias historias. Empieza aquí un viaje y luego elígelo en el campo Viaje de cada una de sus historias: van en el orden en que se escribieron.",
    "trips.slug.hint":
      "El archivo del viaje y su dirección en el sitio, creados a partir del título.",
    "trips.slug.rule": "Letras minúsculas, cifras y guiones sueltos, {max} caracteres como máximo.",
    "site.label": "Sobre ti",
    "gallery.label": "Galería",
    "dj.label": "Sesiones de DJ",
    "photo.label": "Foto",
    photoHint: "Haz una con el móvil o elige una, o pega la dirección de una foto de Unsplash.",
  },
  messages: {
    'expected a mix\'s address on Mixcloud, SoundCloud or YouTube, like "https://www.mixcloud.com/<name>/<mix>/"':
      "Escribe la dirección de una sesión en Mixcloud, SoundCloud o YouTube, como “https://www.mixcloud.com/<nombre>/<sesión>/”",
    'expected hours, minutes and seconds, like "1:02:03"':
      "Escribe horas, minutos y segundos, como “1:02:03”",
    "expected some text, not an empty one": "Escribe algo: no puede quedar vacío",
    'expected when it happened as year-month, like "2024-03", or a span, like "2018-08/2024"':
      "Escribe cuándo ocurrió como año-mes, como “2024-03”, o un periodo, como “2018-08/2024”",
    'expected one of your photos in content/uploads, like "uploads/IMG_2041.JPG", or an Unsplash photo address without anything after "?", like "https://images.unsplash.com/photo-1502602898657-3e91760cbb34"':
      "Elige una de tus fotos de content/uploads, como “uploads/IMG_2041.JPG”, o pega la dirección de una foto de Unsplash sin nada después de “?”, como “https://images.unsplash.com/photo-1502602898657-3e91760cbb34”",
    'expected the latitude and the longitude in decimal degrees, as a maps app copies them, like "-8.8291, 115.0849"':
      "Escribe la latitud y la longitud en grados decimales, tal como las copia una app de mapas, como “-8.8291, 115.0849”",
    "Each photo in the text needs to say what it shows, to have no link around it, and to be one of your photos or an Unsplash photo: tap the photo to fix it.":
      "Cada foto del texto tiene que decir qué muestra, no llevar ningún enlace y ser una de tus fotos o una foto de Unsplash: toca la foto para corregirla.",
    "expected the last day on or after the first day":
      "El último día no puede ser anterior al primero ({day})",
    "expected an e-mail address, like hello@example.com":
      "Escribe una dirección de correo, como hola@ejemplo.com",
    'expected an Instagram handle, like "@name"': "Escribe un usuario de Instagram, como “@nombre”",
    'expected an address starting with "https://", like "https://example.com/page"':
      "Escribe una dirección que empiece por “https://”, como “https://ejemplo.com/pagina”",
    'expected 6-15 digits in international format, without "+", spaces or dashes, like "15551234567"':
      "Escribe de 6 a 15 cifras en formato internacional, sin “+”, espacios ni guiones, como “34612345678”",
    'expected the site\'s address, starting with "https://", without "?", "#" or a slash at its end, and not under "/assets", like "https://example.github.io/travel"':
      "Escribe la dirección del sitio, empezando por “https://”, sin “?”, “#” ni barra al final, y fuera de “/assets”, como “https://ejemplo.github.io/viajes”",
  },
};
