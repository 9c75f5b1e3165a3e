import type { EditorWords } from "../editor-words.ts";

export const pt: EditorWords = {
  fields: {
    "stories.title": {
      label: "Título",
      hint: "O título da história, com no máximo 100 caracteres: o endereço dela no site é feito a partir dele. Uma história só precisa do título: os outros campos são opcionais.",
    },
    "stories.date": {
      label: "Data",
      hint: "Quando aconteceu, como ano-mês: “2024-03” para março de 2024, ou um período, como “2018-08/2024” para agosto de 2018 a 2024; o site o escreve no seu idioma. Sem data, vale o mês em que a história foi começada.",
    },
    "stories.location": {
      label: "Lugar",
      hint: "Onde aconteceu, como os leitores vão ver, por exemplo “Uluwatu, Bali”. Sem ele, a história não indica nenhum lugar.",
    },
    "stories.image": {
      label: "Foto de capa",
      hint: "A foto no topo da história. Sem ela, a foto de capa do site.",
    },
    "stories.imageAlt": {
      label: "O que a foto de capa mostra",
      hint: "Para quem não consegue vê-la, por exemplo “Falésias de calcário sobre o mar em Uluwatu”. Sem isso, a capa aparece apenas como decoração ao lado do título.",
    },
    "stories.excerpt": {
      label: "Resumo",
      hint: "Uma ou duas frases que deem vontade de continuar lendo: na página inicial, no feed e quando a história é compartilhada. Sem ele, as primeiras palavras da história.",
    },
    "stories.coordinates": {
      label: "Ponto no mapa",
      hint: "Opcional e público: onde aconteceu, como o seu app de mapas copia um lugar, por exemplo “-8.8291, 115.0849” (Google Maps: toque e segure no lugar e depois toque nos números). Deixe em branco se preferir não mostrar o lugar.",
    },
    "stories.trip": {
      label: "Viagem",
      hint: "Opcional: a viagem de que esta história faz parte, escolhida entre as suas viagens (comece uma em Viagens); em um arquivo, o nome do arquivo da viagem em content/trips sem “.yml”. As histórias de uma viagem seguem a ordem em que foram escritas.",
    },
    "stories.draft": {
      label: "Rascunho",
      hint: "Ligado: salvo, mas não publicado. Desligue e salve para publicar a história; ligue de novo para tirá-la do site.",
    },
    "trips.title": {
      label: "Título",
      hint: "O nome da viagem, como “De costa a costa”, com no máximo 100 caracteres.",
    },
    "trips.summary": {
      label: "Resumo",
      hint: "Uma ou duas frases sobre a viagem: na página dela e na lista de viagens.",
    },
    "trips.start": { label: "Primeiro dia", hint: "O dia em que a viagem começou." },
    "trips.end": {
      label: "Último dia",
      hint: "O dia em que terminou, ou o último dia até agora: no mesmo dia do primeiro ou depois.",
    },
    "trips.image": {
      label: "Foto de capa",
      hint: "Opcional: sem ela, a capa da primeira história da viagem.",
    },
    "trips.imageAlt": {
      label: "O que a foto de capa mostra",
      hint: "Para quem não consegue vê-la. Sem isso, a capa aparece apenas como decoração, ao lado do título da viagem.",
    },
    "site.language": {
      label: "Idioma",
      hint: "Opcional: o idioma de tudo o que o próprio site escreve (títulos, botões, datas). Inglês se ficar em branco.",
    },
    "site.distanceUnit": {
      label: "Distâncias em",
      hint: "Opcional: como a distância de uma viagem aparece. Em quilômetros se ficar vazio.",
    },
    "site.alias": {
      label: "Pseudônimo",
      hint: "O nome com que você escreve: o título do site.",
    },
    "site.tagline": { label: "Slogan", hint: "A linha abaixo do seu pseudônimo." },
    "site.heroImage": {
      label: "Foto de capa",
      hint: "A foto horizontal atrás dos títulos da página inicial e de /stories, com pelo menos 1200 pixels de largura.",
    },
    "site.email": {
      label: "E-mail",
      hint: "Aparece no cartão de contato; os pedidos de viagem por e-mail e as inscrições na newsletter chegam aqui.",
    },
    "site.instagramHandle": {
      label: "Usuário do Instagram",
      hint: "Começa com @, como @wildfinch.travels.",
    },
    "site.instagramUrl": {
      label: "Endereço do Instagram",
      hint: "Como https://www.instagram.com/wildfinch.travels/",
    },
    "site.whatsappNumber": {
      label: "Número do WhatsApp",
      hint: "Para onde vão os pedidos de viagem: de 6 a 15 dígitos, primeiro o código do país, sem +, espaços ou traços.",
    },
    "site.foodReviewUrl": {
      label: "Endereço das suas avaliações de restaurantes",
      hint: "A página das suas avaliações, por exemplo no Tripadvisor.",
    },
    "site.travelPartner": {
      label: "Parceiro de viagem",
      hint: "O cartão do parceiro em “Vamos conversar”.",
    },
    "site.travelPartner.name": { label: "Nome" },
    "site.travelPartner.url": { label: "Endereço", hint: "O site dele." },
    "site.travelPartner.description": { label: "Descrição" },
    "site.currentLocation": {
      label: "Onde você está",
      hint: "Aparece no site para todos lerem: seja tão vago quanto quiser.",
    },
    "site.nextDestination": { label: "Próximo destino", hint: "Também aparece no site." },
    "site.copyrightStartYear": {
      label: "Primeiro ano do site",
      hint: "O copyright do rodapé vai desse ano até o ano atual.",
    },
    "site.siteUrl": {
      label: "Endereço do site",
      hint: "Onde o site fica, com o caminho, se tiver um (https://<usuario>.github.io/<repositorio>), sem barra no final.",
    },
    "site.newsletterFormUrl": {
      label: "Endereço do formulário da newsletter",
      hint: "Opcional: o formulário do seu serviço de newsletter. Sem ele, a caixa pede ao app de e-mail do visitante que escreva para você.",
    },
    "site.djTags": { label: "Tags de DJ", hint: "As tags abaixo dos seus serviços de DJ." },
    "site.djTags.item": { label: "Tag" },
    "site.visitedCountries": {
      label: "Países no mapa",
      hint: "Opcional: os países destacados no mapa de /stories.",
    },
    "site.homeStories": {
      label: "Histórias na página inicial",
      hint: "Opcional: até quatro, na ordem delas. Sem elas, as histórias mais recentes.",
    },
    "site.about": { label: "Sobre você", hint: "A seção “sobre mim” da página inicial." },
    "site.about.portrait": { label: "Retrato", hint: "A foto ao lado da sua biografia." },
    "site.about.portraitAlt": {
      label: "O que o retrato mostra",
      hint: "Para os visitantes que não conseguem vê-lo.",
    },
    "site.about.paragraphs": { label: "Parágrafos" },
    "site.about.paragraphs.item": { label: "Parágrafo" },
    "site.about.stats": { label: "Números", hint: "Aparecem como “50+ Montanhas escaladas”." },
    "site.about.stats.value": { label: "Número", hint: "Como 50+" },
    "site.about.stats.label": { label: "Texto", hint: "Como Montanhas escaladas" },
    "gallery.photos": { label: "Fotos", hint: "Na ordem em que a página inicial as mostra." },
    "gallery.photos.src": { label: "Foto" },
    "gallery.photos.alt": {
      label: "O que mostra",
      hint: "Para os visitantes que não conseguem vê-la.",
    },
    "gallery.photos.caption": { label: "Legenda", hint: "A linha que aparece com a foto." },
    "gallery.photos.location": { label: "Lugar", hint: "Onde foi tirada." },
    "dj.offerings": { label: "Serviços" },
    "dj.offerings.title": { label: "Título" },
    "dj.offerings.location": { label: "Lugar" },
    "dj.offerings.description": { label: "Descrição" },
    "dj.offerings.icon": { label: "Ícone" },
    "dj.offerings.image": { label: "Foto" },
    "dj.offerings.imageAlt": {
      label: "O que a foto mostra",
      hint: "Para os visitantes que não conseguem vê-la.",
    },
    "dj.offerings.mixes": {
      label: "Mixes",
      hint: "Opcional: seus mixes no Mixcloud, SoundCloud ou YouTube, que tocam na página com um toque.",
    },
    "dj.offerings.mixes.url": {
      label: "Endereço",
      hint: "A página do mix no Mixcloud, SoundCloud ou YouTube, copiada da barra de endereços ou do botão Compartilhar. Cole sozinha numa linha de uma história para o mix tocar ali.",
    },
    "dj.offerings.mixes.title": { label: "Título" },
    "dj.offerings.mixes.duration": {
      label: "Duração",
      hint: "Horas, minutos e segundos, como 1:02:03.",
    },
    "dj.offerings.mixes.image": {
      label: "Foto de capa",
      hint: "Uma das suas fotos, mostrada com o botão de play.",
    },
    "dj.offerings.mixes.imageAlt": {
      label: "O que a foto mostra",
      hint: "Para quem não pode vê-la.",
    },
    "photo.src": { label: "Foto" },
    "photo.alt": {
      label: "O que a foto mostra",
      hint: "Para quem não consegue vê-la, por exemplo “Lanternas sobre o mercado noturno”.",
    },
    "photo.caption": { label: "Legenda", hint: "Opcional: aparece abaixo da foto." },
  },
  texts: {
    title: "{alias} · editor",
    "stories.label": "Histórias",
    "stories.singular": "História",
    "stories.draftMark": "Rascunho ·",
    "stories.description":
      "Todas as histórias, das mais recentes às mais antigas. Um título basta para salvar uma. Os rascunhos têm a marca “{draft}” e não são publicados: para publicar um, abra a história, desligue Rascunho e salve.",
    "stories.body.label": "História",
    "stories.body.hint":
      "Deixe uma linha em branco entre os parágrafos. Para inserir uma foto, use o botão de foto: ela aparece entre os parágrafos, tão larga quanto a página permitir.",
    "stories.slug.hint":
      "O arquivo da história: o minuto em que foi começada e, depois, o endereço dela no site, feito a partir do título.",
    "stories.slug.rule":
      "Mantenha os doze dígitos e o traço do início; depois deles, o endereço da história: letras minúsculas, dígitos e traços simples, com no máximo {max} caracteres.",
    "drafts.label": "Rascunhos",
    "drafts.singular": "Rascunho",
    "drafts.description":
      "As histórias ainda não publicadas, das mais recentes às mais antigas: um título basta para salvar uma. Para publicar uma, abra a história, desligue Rascunho e salve.",
    "trips.label": "Viagens",
    "trips.singular": "Viagem",
    "trips.description":
      "Uma viagem contada em várias histórias. Comece uma viagem aqui e depois escolha essa viagem no campo Viagem de cada uma das histórias dela: elas seguem a ordem em que foram escritas.",
    "trips.slug.hint": "O arquivo da viagem e o endereço dela no site, feitos a partir do título.",
    "trips.slug.rule":
      "Letras minúsculas, dígitos e traços simples, com no máximo {max} caracteres.",
    "site.label": "Sobre você",
    "gallery.label": "Galeria",
    "dj.label": "Serviços de DJ",
    "photo.label": "Foto",
    photoHint: "Tire uma com o celular ou escolha uma, ou cole o endereço de uma foto do Unsplash.",
  },
  messages: {
    'expected a mix\'s address on Mixcloud, SoundCloud or YouTube, like "https://www.mixcloud.com/<name>/<mix>/"':
      "Indique o endereço de um mix no Mixcloud, SoundCloud ou YouTube, como “https://www.mixcloud.com/<nome>/<mix>/”",
    'expected hours, minutes and seconds, like "1:02:03"':
      "Indique horas, minutos e segundos, como “1:02:03”",
    "expected some text, not an empty one": "Escreva algo: este campo não pode ficar vazio",
    'expected when it happened as year-month, like "2024-03", or a span, like "2018-08/2024"':
      "Indique quando aconteceu como ano-mês, como “2024-03”, ou um período, como “2018-08/2024”",
    'expected one of your photos in content/uploads, like "uploads/IMG_2041.JPG", or an Unsplash photo address without anything after "?", like "https://images.unsplash.com/photo-1502602898657-3e91760cbb34"':
      "Escolha uma das suas fotos em content/uploads, como “uploads/IMG_2041.JPG”, ou o endereço de uma foto do Unsplash sem nada depois de “?”, como “https://images.unsplash.com/photo-1502602898657-3e91760cbb34”",
    'expected the latitude and the longitude in decimal degrees, as a maps app copies them, like "-8.8291, 115.0849"':
      "Indique a latitude e a longitude em graus decimais, como um app de mapas as copia, por exemplo “-8.8291, 115.0849”",
    "Each photo in the text needs to say what it shows, to have no link around it, and to be one of your photos or an Unsplash photo: tap the photo to fix it.":
      "Cada foto do texto precisa dizer o que mostra, não ter nenhum link e ser uma das suas fotos ou uma foto do Unsplash: toque na foto para corrigi-la.",
    "expected the last day on or after the first day":
      "O último dia não pode ser anterior ao primeiro ({day})",
    "expected an e-mail address, like hello@example.com":
      "Indique um endereço de e-mail, como ola@exemplo.com",
    'expected an Instagram handle, like "@name"': "Indique um usuário do Instagram, como “@nome”",
    'expected an address starting with "https://", like "https://example.com/page"':
      "Indique um endereço que comece com “https://”, como “https://exemplo.com/pagina”",
    'expected 6-15 digits in international format, without "+", spaces or dashes, like "15551234567"':
      "Indique de 6 a 15 dígitos no formato internacional, sem “+”, espaços ou traços, como “5511912345678”",
    'expected the site\'s address, starting with "https://", without "?", "#" or a slash at its end, and not under "/assets", like "https://example.github.io/travel"':
      "Indique o endereço do site, começando com “https://”, sem “?”, “#” ou barra no final, e fora de “/assets”, como “https://exemplo.github.io/viagens”",
  },
};
