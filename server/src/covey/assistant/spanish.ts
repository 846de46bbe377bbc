/**
 * Spanish questions against English plan documents: whether a question is in Spanish, and its
 * benefit terms in English for retrieval and the safety checks. The glossary uses the words of
 * the federal marketplace's Spanish site (CuidadoDeSalud.gov): deducible, copago, coseguro,
 * desembolso máximo, red de proveedores, autorización previa… Matching ignores case and accents.
 */

/** Spanish phrase (without accents) → the English words the documents and the checks use */
const GLOSSARY: [string, string][] = [
  ['desembolso maximo', 'out-of-pocket maximum'],
  ['gasto maximo de bolsillo', 'out-of-pocket maximum'],
  ['gastos maximos de bolsillo', 'out-of-pocket maximum'],
  ['maximo de gastos de bolsillo', 'out-of-pocket maximum'],
  ['limite de gastos de bolsillo', 'out-of-pocket limit'],
  ['gastos de bolsillo', 'out-of-pocket'],
  ['gasto de bolsillo', 'out-of-pocket'],
  ['deducibles?', 'deductible'],
  ['copagos?', 'copay'],
  ['coseguros?', 'coinsurance'],
  ['primas?', 'premium'],
  ['red de proveedores', 'provider network'],
  ['dentro de la red', 'in-network'],
  ['fuera de la red', 'out-of-network'],
  ['autorizacion previa', 'prior authorization preauthorization'],
  ['preautorizacion', 'preauthorization'],
  ['atencion de urgencias?', 'urgent care'],
  ['atencion urgente', 'urgent care'],
  ['cuidado de urgencias?', 'urgent care'],
  ['centros? de urgencias?', 'urgent care'],
  ['salas? de emergencias?', 'emergency room'],
  ['salas? de urgencias?', 'emergency room'],
  ['medicamentos recetados', 'prescription drugs'],
  ['medicamentos con receta', 'prescription drugs'],
  ['medicamentos genericos', 'generic drugs'],
  ['medicamentos?', 'drugs'],
  ['recetas?', 'prescription'],
  ['especialistas?', 'specialist'],
  ['medico de cabecera', 'primary care'],
  ['medico de atencion primaria', 'primary care'],
  ['atencion primaria', 'primary care'],
  ['atencion preventiva', 'preventive care'],
  ['servicios preventivos', 'preventive care'],
  ['visitas? al medico', 'office visit'],
  ['consultas? medicas?', 'office visit'],
  ['referidos?', 'referral'],
  ['remision', 'referral'],
  ['reclamos? denegados?', 'denied claim'],
  ['reclamos? negados?', 'denied claim'],
  ['reclamos?', 'claim'],
  ['reclamaciones?', 'claim'],
  ['fisioterapia', 'physical therapy'],
  ['terapia fisica', 'physical therapy'],
  ['salud mental', 'mental health'],
  ['embarazo', 'pregnancy'],
  ['embarazada', 'pregnant'],
  ['hospitalizacion', 'hospital stay'],
  ['estadia en el hospital', 'hospital stay'],
  ['hospital', 'hospital'],
  ['telemedicina', 'telehealth'],
  ['consulta virtual', 'telehealth'],
  ['ambulancia', 'ambulance'],
  ['cuenta de ahorros para la salud', 'health savings account hsa'],
  ['analisis de laboratorio', 'lab tests'],
  ['radiografias?', 'x-ray'],
  ['resonancia magnetica', 'mri imaging'],
  ['lentes', 'glasses'],
  ['anteojos', 'glasses'],
  ['dental', 'dental'],
  ['vision', 'vision'],
  ['cuanto (me )?(cuesta|cuestan|cobran|pago|tengo que pagar)', 'how much cost'],
  ['cuanto', 'how much'],
  ['me queda', 'left'],
  ['me falta', 'left'],
  ['dolor de pecho', 'chest pain'],
  ['ataque al corazon', 'heart attack'],
  ['infarto', 'heart attack'],
  ['no puedo respirar', "can't breathe"],
  ['suicid\\w*', 'suicide'],
  ['quitarme la vida', 'suicide'],
  ['hacerme dano', 'hurt myself'],
  ['(hablar|conversar) con (una persona|alguien|un humano|mi consejero|el consejero|un consejero)', 'talk to a person'],
  ['me cobraron dos veces', 'charged twice'],
  ['cobro doble', 'charged twice'],
  ['factura (incorrecta|equivocada)', 'wrong bill'],
];

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

const TERMS = GLOSSARY.map(([es, en]) => ({ re: new RegExp(`(?<![\\p{L}])${es}(?![\\p{L}])`, 'gu'), en }));

const SPANISH_WORDS = new Set(
  'el la los las de del que mi mis esta es son por para cuanto cuanta como que cubre cubierta cubierto cubren tengo puedo con una un su sus pagar pago necesito hay mas donde cuando seguro'.split(' '),
);
const ENGLISH_WORDS = new Set('the is are my what how does do i you your for of to with much covered cover can'.split(' '));

/** true for a question written in Spanish (marks like ¿ ñ á, or more Spanish than English words) */
export function looksSpanish(question: string): boolean {
  if (/[¿¡ñ]/i.test(question)) return true;
  const words = fold(question).split(/[^\p{L}]+/u).filter(Boolean);
  const es = words.filter((w) => SPANISH_WORDS.has(w)).length;
  const en = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  return es >= 2 && es > en;
}

/** the English benefit terms a Spanish question names, in order, each once ('' when none) */
export function englishTerms(question: string): string {
  let text = fold(question);
  const found: string[] = [];
  // longest phrases first (the list is ordered so): a matched phrase is removed before shorter ones look
  for (const { re, en } of TERMS) {
    re.lastIndex = 0;
    if (!re.test(text)) continue;
    re.lastIndex = 0;
    text = text.replace(re, ' ');
    if (!found.includes(en)) found.push(en);
  }
  return found.join(' ');
}
