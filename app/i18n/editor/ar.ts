import type { EditorWords } from "../editor-words.ts";

export const ar: EditorWords = {
  fields: {
    "stories.title": {
      label: "العنوان",
      hint: "عنوان القصة، 100 حرف على الأكثر، ومنه يُصنع عنوانها على الموقع. لا تحتاج القصة إلا إلى عنوان: بقية الحقول اختيارية.",
    },
    "stories.date": {
      label: "التاريخ",
      hint: "متى حدث ذلك، بصيغة السنة-الشهر: “2024-03” لشهر مارس 2024، أو مدة، مثل “2018-08/2024” من أغسطس 2018 إلى 2024؛ ويكتبه الموقع بلغته. إن تركته فارغًا، يُعتمد الشهر الذي بدأت فيه القصة.",
    },
    "stories.location": {
      label: "المكان",
      hint: "أين حدث ذلك، كما سيقرؤه القرّاء، مثل “Uluwatu, Bali”. من دونه لا تذكر القصة أي مكان.",
    },
    "stories.image": {
      label: "صورة الغلاف",
      hint: "الصورة في أعلى القصة. من دونها تُعرض صورة غلاف الموقع.",
    },
    "stories.imageAlt": {
      label: "ما تُظهره صورة الغلاف",
      hint: "لمن لا يستطيع رؤيتها، مثل “منحدرات كلسية فوق المحيط في أولواتو”. من دون هذا الوصف، تُعرض الصورة زينةً بجانب العنوان.",
    },
    "stories.excerpt": {
      label: "مقتطف",
      hint: "جملة أو جملتان تشوّقان إلى متابعة القراءة: في الصفحة الرئيسية وفي الخلاصة وعند مشاركة القصة. من دونه تُعرض الكلمات الأولى من القصة.",
    },
    "stories.coordinates": {
      label: "الموقع على الخريطة",
      hint: "اختياري وعلني: أين حدث ذلك، كما ينسخ تطبيق الخرائط المكان، مثل “-8.8291, 115.0849” (في خرائط Google: المس المكان مطولًا ثم اضغط على أرقامه). اتركه فارغًا إن كنت تفضّل ألّا تُظهر المكان.",
    },
    "stories.trip": {
      label: "الرحلة",
      hint: "اختياري: الرحلة التي تنتمي إليها هذه القصة، تختارها من رحلاتك (ابدأ رحلة جديدة من قسم الرحلات)؛ وفي الملف، اسم ملف الرحلة في content/trips من دون “.yml”. تأتي قصص الرحلة بالترتيب الذي كُتبت به.",
    },
    "stories.draft": {
      label: "مسودة",
      hint: "مفعّل: تُحفظ القصة ولا تُنشر. أوقفه واحفظ لنشر القصة، وفعّله من جديد لإزالتها من الموقع.",
    },
    "trips.title": {
      label: "العنوان",
      hint: "اسم الرحلة، مثل “من الساحل إلى الساحل”، 100 حرف على الأكثر.",
    },
    "trips.summary": {
      label: "الملخص",
      hint: "جملة أو جملتان عن الرحلة: في صفحتها وفي قائمة الرحلات.",
    },
    "trips.start": { label: "اليوم الأول", hint: "اليوم الذي بدأت فيه الرحلة." },
    "trips.end": {
      label: "اليوم الأخير",
      hint: "اليوم الذي انتهت فيه، أو آخر أيامها حتى الآن: في اليوم الأول أو بعده.",
    },
    "trips.image": {
      label: "صورة الغلاف",
      hint: "اختيارية: من دونها يُعرض غلاف أول قصة في الرحلة.",
    },
    "trips.imageAlt": {
      label: "ما تُظهره صورة الغلاف",
      hint: "لمن لا يستطيع رؤيتها. من دون هذا الوصف، تُعرض الصورة زينةً بجانب عنوان الرحلة.",
    },
    "site.language": {
      label: "اللغة",
      hint: "اختيارية: لغة كل ما يكتبه الموقع نفسه (العناوين والأزرار والتواريخ). الإنجليزية إن تُركت فارغة.",
    },
    "site.distanceUnit": {
      label: "المسافات بـ",
      hint: "اختياري: الوحدة التي تُكتب بها مسافة الرحلة. بالكيلومترات إن تركته فارغًا.",
    },
    "site.alias": { label: "الاسم المستعار", hint: "الاسم الذي تكتب به: عنوان الموقع." },
    "site.tagline": { label: "الشعار", hint: "السطر الذي يظهر تحت اسمك." },
    "site.heroImage": {
      label: "صورة الغلاف",
      hint: "الصورة الأفقية خلف عناوين الصفحة الرئيسية و\u200e/stories، بعرض 1200 بكسل على الأقل.",
    },
    "site.email": {
      label: "البريد الإلكتروني",
      hint: "يظهر في بطاقة التواصل، وإليه تصل طلبات الرحلات بالبريد وطلبات الاشتراك في النشرة.",
    },
    "site.instagramHandle": {
      label: "اسم المستخدم على Instagram",
      hint: "يبدأ بـ @، مثل @wildfinch.travels.",
    },
    "site.instagramUrl": {
      label: "رابط Instagram",
      hint: "مثل https://www.instagram.com/wildfinch.travels/",
    },
    "site.whatsappNumber": {
      label: "رقم WhatsApp",
      hint: "إليه تصل طلبات الرحلات: من 6 إلى 15 رقمًا، يبدأ برمز البلد، من دون + أو مسافات أو شرطات.",
    },
    "site.foodReviewUrl": {
      label: "رابط مراجعاتك للمطاعم",
      hint: "صفحة مراجعاتك، على Tripadvisor مثلًا.",
    },
    "site.travelPartner": {
      label: "شريك السفر",
      hint: "بطاقة الشريك في قسم “لنتواصل”.",
    },
    "site.travelPartner.name": { label: "الاسم" },
    "site.travelPartner.url": { label: "الرابط", hint: "موقعه على الإنترنت." },
    "site.travelPartner.description": { label: "الوصف" },
    "site.currentLocation": {
      label: "أين أنت الآن",
      hint: "يظهر على الموقع ليقرأه الجميع: اجعله غامضًا بالقدر الذي تريده.",
    },
    "site.nextDestination": { label: "الوجهة التالية", hint: "تظهر على الموقع أيضًا." },
    "site.copyrightStartYear": {
      label: "السنة الأولى للموقع",
      hint: "تمتد حقوق النشر في تذييل الصفحة من هذه السنة إلى السنة الحالية.",
    },
    "site.siteUrl": {
      label: "رابط الموقع",
      hint: "مكان الموقع، مع مساره إن كان له مسار (https://<user>.github.io/<repository>)، من دون شرطة مائلة في آخره.",
    },
    "site.newsletterFormUrl": {
      label: "رابط نموذج النشرة البريدية",
      hint: "اختياري: نموذج مزوّد نشرتك البريدية. من دونه، يطلب المربع من تطبيق البريد لدى الزائر أن يراسلك.",
    },
    "site.djTags": { label: "وسوم الدي جي", hint: "الوسوم التي تظهر تحت عروض الدي جي." },
    "site.djTags.item": { label: "وسم" },
    "site.visitedCountries": {
      label: "البلدان على الخريطة",
      hint: "اختيارية: البلدان المظلّلة على خريطة \u200e/stories.",
    },
    "site.homeStories": {
      label: "القصص في الصفحة الرئيسية",
      hint: "اختيارية: حتى أربع قصص، بترتيبها. من دونها تُعرض أحدث القصص.",
    },
    "site.about": { label: "نبذة عنك", hint: "قسم النبذة في الصفحة الرئيسية." },
    "site.about.portrait": { label: "الصورة الشخصية", hint: "الصورة بجانب سيرتك." },
    "site.about.portraitAlt": {
      label: "ما تُظهره الصورة الشخصية",
      hint: "للزوار الذين لا يستطيعون رؤيتها.",
    },
    "site.about.paragraphs": { label: "الفقرات" },
    "site.about.paragraphs.item": { label: "فقرة" },
    "site.about.stats": { label: "الأرقام", hint: "تظهر هكذا: “+50 جبلًا تسلّقتها”." },
    "site.about.stats.value": { label: "الرقم", hint: "مثل \u200e50+\u200e" },
    "site.about.stats.label": { label: "التسمية", hint: "مثل جبلًا تسلّقتها" },
    "gallery.photos": { label: "الصور", hint: "بالترتيب الذي تعرضها به الصفحة الرئيسية." },
    "gallery.photos.src": { label: "الصورة" },
    "gallery.photos.alt": {
      label: "ما تُظهره",
      hint: "للزوار الذين لا يستطيعون رؤيتها.",
    },
    "gallery.photos.caption": { label: "التعليق", hint: "السطر الذي يظهر مع الصورة." },
    "gallery.photos.location": { label: "المكان", hint: "أين التُقطت." },
    "dj.offerings": { label: "العروض" },
    "dj.offerings.title": { label: "العنوان" },
    "dj.offerings.location": { label: "المكان" },
    "dj.offerings.description": { label: "الوصف" },
    "dj.offerings.icon": { label: "الأيقونة" },
    "dj.offerings.image": { label: "الصورة" },
    "dj.offerings.imageAlt": {
      label: "ما تُظهره الصورة",
      hint: "للزوار الذين لا يستطيعون رؤيتها.",
    },
    "dj.offerings.mixes": {
      label: "ميكسات",
      hint: "اختياري: ميكساتك على Mixcloud أو SoundCloud أو YouTube، تُسمع في الصفحة بلمسة.",
    },
    "dj.offerings.mixes.url": {
      label: "العنوان",
      hint: "صفحة الميكس على Mixcloud أو SoundCloud أو YouTube، منسوخة من شريط العنوان أو من زر المشاركة. الصقها وحدها في سطر من قصة ليُشغَّل الميكس هناك.",
    },
    "dj.offerings.mixes.title": { label: "العنوان الرئيسي" },
    "dj.offerings.mixes.duration": {
      label: "المدة",
      hint: "الساعات والدقائق والثواني، مثل 1:02:03.",
    },
    "dj.offerings.mixes.image": {
      label: "صورة الغلاف",
      hint: "إحدى صورك، تظهر مع زر التشغيل.",
    },
    "dj.offerings.mixes.imageAlt": {
      label: "ما تُظهره الصورة",
      hint: "لمن لا يستطيع رؤيتها.",
    },
    "photo.src": { label: "الصورة" },
    "photo.alt": {
      label: "ما تُظهره الصورة",
      hint: "لمن لا يستطيع رؤيتها، مثل “فوانيس فوق السوق الليلي”.",
    },
    "photo.caption": { label: "التعليق", hint: "اختياري: يظهر تحت الصورة." },
  },
  texts: {
    title: "{alias} · المحرّر",
    "stories.label": "القصص",
    "stories.singular": "قصة",
    "stories.draftMark": "مسودة ·",
    "stories.description":
      "كل القصص، من الأحدث إلى الأقدم. يكفي العنوان لحفظ قصة. تُعلَّم المسودات بـ “{draft}” ولا تُنشر: لنشر إحداها، افتحها وأوقف خيار المسودة ثم احفظ.",
    "stories.body.label": "القصة",
    "stories.body.hint":
      "اترك سطرًا فارغًا بين الفقرات. أضف صورة بزر الصورة: تظهر بين الفقرات، بأقصى عرض تسمح به الصفحة.",
    "stories.slug.hint":
      "ملف القصة: الدقيقة التي بدأتها فيها، ثم عنوانها على الموقع، مصنوعًا من العنوان.",
    "stories.slug.rule":
      "أبقِ الأرقام الاثني عشر والشرطة في البداية؛ وبعدها عنوان القصة: أحرف لاتينية صغيرة وأرقام وشرطات مفردة، {max} حرفًا على الأكثر.",
    "drafts.label": "المسودات",
    "drafts.singular": "مسودة",
    "drafts.description":
      "القصص التي لم تُنشر بعد، من الأحدث إلى الأقدم: يكفي العنوان لحفظ قصة. لنشر إحداها، افتحها وأوقف خيار المسودة ثم احفظ.",
    "trips.label": "الرحلات",
    "trips.singular": "رحلة",
    "trips.description":
      "رحلة تُروى في عدة قصص. ابدأ الرحلة هنا، ثم اخترها في حقل الرحلة في كل قصة من قصصها: تأتي القصص بالترتيب الذي كُتبت به.",
    "trips.slug.hint": "ملف الرحلة وعنوانها على الموقع، مصنوعان من العنوان.",
    "trips.slug.rule": "أحرف لاتينية صغيرة وأرقام وشرطات مفردة، {max} حرفًا على الأكثر.",
    "site.label": "نبذة عنك",
    "gallery.label": "معرض الصور",
    "dj.label": "عروض الدي جي",
    "photo.label": "صورة",
    photoHint: "التقط صورة بهاتفك أو اختر واحدة، أو الصق رابط صورة من Unsplash.",
  },
  messages: {
    'expected a mix\'s address on Mixcloud, SoundCloud or YouTube, like "https://www.mixcloud.com/<name>/<mix>/"':
      "اكتب عنوان ميكس على Mixcloud أو SoundCloud أو YouTube، مثل “https://www.mixcloud.com/<الاسم>/<الميكس>/”",
    'expected hours, minutes and seconds, like "1:02:03"':
      "اكتب الساعات والدقائق والثواني، مثل “1:02:03”",
    "expected some text, not an empty one": "اكتب شيئًا: لا يمكن ترك هذا الحقل فارغًا",
    'expected when it happened as year-month, like "2024-03", or a span, like "2018-08/2024"':
      "اكتب متى حدث ذلك بصيغة السنة-الشهر، مثل “2024-03”، أو مدة، مثل “2018-08/2024”",
    'expected one of your photos in content/uploads, like "uploads/IMG_2041.JPG", or an Unsplash photo address without anything after "?", like "https://images.unsplash.com/photo-1502602898657-3e91760cbb34"':
      "اختر إحدى صورك في content/uploads، مثل “uploads/IMG_2041.JPG”، أو رابط صورة من Unsplash من دون أي شيء بعد “?”، مثل “https://images.unsplash.com/photo-1502602898657-3e91760cbb34”",
    'expected the latitude and the longitude in decimal degrees, as a maps app copies them, like "-8.8291, 115.0849"':
      "اكتب خط العرض وخط الطول بالدرجات العشرية، كما ينسخهما تطبيق الخرائط، مثل “-8.8291, 115.0849”",
    "Each photo in the text needs to say what it shows, to have no link around it, and to be one of your photos or an Unsplash photo: tap the photo to fix it.":
      "يجب أن تذكر كل صورة في النص ما تُظهره، وألّا يحيط بها رابط، وأن تكون من صورك أو من Unsplash: المس الصورة لتصحيحها.",
    "expected the last day on or after the first day":
      "لا يمكن أن يسبق اليوم الأخير اليوم الأول ({day})",
    "expected an e-mail address, like hello@example.com":
      "اكتب عنوان بريد إلكتروني، مثل hello@example.com",
    'expected an Instagram handle, like "@name"': "اكتب اسم مستخدم على Instagram، مثل “@name”",
    'expected an address starting with "https://", like "https://example.com/page"':
      "اكتب رابطًا يبدأ بـ “https://”، مثل “https://example.com/page”",
    'expected 6-15 digits in international format, without "+", spaces or dashes, like "15551234567"':
      "اكتب من 6 إلى 15 رقمًا بالصيغة الدولية، من دون “+” أو مسافات أو شرطات، مثل “971501234567”",
    'expected the site\'s address, starting with "https://", without "?", "#" or a slash at its end, and not under "/assets", like "https://example.github.io/travel"':
      "اكتب رابط الموقع، يبدأ بـ “https://”، من دون “?” أو “#” أو شرطة مائلة في آخره، وليس تحت “/assets”، مثل “https://example.github.io/travel”",
  },
};
