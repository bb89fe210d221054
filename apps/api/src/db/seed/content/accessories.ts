import type { ProductSeed, Translated } from '../seed-types';
import { chf, type ItemCopy, imageMedia, itemAlt, itemText } from './content-helpers';
import { type AccessoryKind, accessorySvg, ICON_SIZE, PALETTE } from './illustrations';
import type { AccessorySubcategory } from './subcategories';

export interface AccessoryDefinition {
  slug: string;
  kind: AccessoryKind;
  subcategory: AccessorySubcategory;
  price: number;
  originalPrice?: number;
  color?: string;
  copy: Translated<ItemCopy>;
}

const ANTHRACITE = '#3A4148';

/** Accessories with the option prices of spec §9 where they fit (99, 150, 199, 219, 299, 349, 899, 1,200, 1,399). */
export const ACCESSORY_DEFINITIONS: AccessoryDefinition[] = [
  {
    slug: 'city-helmet',
    kind: 'helmet',
    subcategory: 'safety',
    price: chf(150),
    copy: {
      en: {
        name: 'City Helmet',
        tagline: 'Light helmet for 25 km/h rides',
        description:
          'A light helmet for everyday rides up to 25 km/h. Ten vents keep your head cool, and a built-in rear light makes you visible. Weight 340 g, sizes S to L.',
        highlights: ['EN 1078 certified', 'Built-in USB-C rear light', '340 g'],
        alt: 'Alpine-green city helmet with vents and a red rear light',
      },
      fr: {
        name: 'Casque urbain',
        tagline: 'Casque léger pour rouler à 25 km/h',
        description:
          'Un casque léger pour vos trajets quotidiens jusqu’à 25 km/h. Dix aérations gardent la tête au frais, et un feu arrière intégré vous rend visible. Poids 340 g, tailles S à L.',
        highlights: ['Certifié EN 1078', 'Feu arrière USB-C intégré', '340 g'],
        alt: 'Casque urbain vert alpin avec aérations et feu arrière rouge',
      },
      de: {
        name: 'Stadthelm',
        tagline: 'Leichter Helm für Fahrten mit 25 km/h',
        description:
          'Ein leichter Helm für den Alltag bis 25 km/h. Zehn Lüftungsöffnungen halten den Kopf kühl, ein integriertes Rücklicht macht Sie sichtbar. Gewicht 340 g, Grössen S bis L.',
        highlights: ['Zertifiziert nach EN 1078', 'Integriertes USB-C-Rücklicht', '340 g'],
        alt: 'Alpengrüner Stadthelm mit Lüftungsöffnungen und rotem Rücklicht',
      },
    },
  },
  {
    slug: 'speed-pedelec-helmet',
    kind: 'speed-helmet',
    subcategory: 'safety',
    price: chf(219),
    color: '#25292E',
    copy: {
      en: {
        name: 'Speed Pedelec Helmet',
        tagline: 'Certified for 45 km/h',
        description:
          'Mandatory on a 45 km/h bike, and made for it. The NTA 8776 certification covers higher impact speeds, and the shell protects your temples and neck. Visor and rear light included.',
        highlights: [
          'NTA 8776 certified for 45 km/h',
          'Extended cover of temples and neck',
          'Visor and rear light included',
        ],
        alt: 'Matte-black speed pedelec helmet with a tinted visor',
      },
      fr: {
        name: 'Casque speed pedelec',
        tagline: 'Homologué pour 45 km/h',
        description:
          'Obligatoire sur un vélo à 45 km/h, et conçu pour lui. L’homologation NTA 8776 couvre des vitesses d’impact plus élevées, et la coque protège les tempes et la nuque. Visière et feu arrière inclus.',
        highlights: [
          'Homologué NTA 8776 pour 45 km/h',
          'Protection étendue des tempes et de la nuque',
          'Visière et feu arrière inclus',
        ],
        alt: 'Casque speed pedelec noir mat avec visière teintée',
      },
      de: {
        name: 'Speed-Pedelec-Helm',
        tagline: 'Zertifiziert für 45 km/h',
        description:
          'Auf einem Velo mit 45 km/h Pflicht, und genau dafür gebaut. Die Zertifizierung nach NTA 8776 deckt höhere Aufprallgeschwindigkeiten ab, die Schale schützt Schläfen und Nacken. Visier und Rücklicht inbegriffen.',
        highlights: [
          'Zertifiziert nach NTA 8776 für 45 km/h',
          'Erweiterter Schutz für Schläfen und Nacken',
          'Visier und Rücklicht inbegriffen',
        ],
        alt: 'Mattschwarzer Speed-Pedelec-Helm mit getöntem Visier',
      },
    },
  },
  {
    slug: 'u-lock',
    kind: 'lock',
    subcategory: 'safety',
    price: chf(99),
    originalPrice: chf(119),
    copy: {
      en: {
        name: 'U-Lock 16 mm',
        tagline: 'Hardened steel, level 15',
        description:
          'A 16 mm hardened-steel U-lock with a frame mount. It reaches level 15 of 15 on the security scale. Two keys come with it; order a third with the key number.',
        highlights: ['16 mm hardened steel', 'Security level 15/15', 'Frame mount and two keys'],
        alt: 'Steel U-lock with a green crossbar and its key',
      },
      fr: {
        name: 'Antivol en U 16 mm',
        tagline: 'Acier trempé, niveau 15',
        description:
          'Un antivol en U de 16 mm en acier trempé, avec support de cadre. Il atteint le niveau 15 sur 15 de l’échelle de sécurité. Deux clés sont fournies ; commandez-en une troisième avec le numéro de clé.',
        highlights: ['Acier trempé de 16 mm', 'Niveau de sécurité 15/15', 'Support de cadre et deux clés'],
        alt: 'Antivol en U en acier avec barre verte et sa clé',
      },
      de: {
        name: 'Bügelschloss 16 mm',
        tagline: 'Gehärteter Stahl, Stufe 15',
        description:
          'Ein Bügelschloss aus 16 mm gehärtetem Stahl mit Rahmenhalterung. Es erreicht Sicherheitsstufe 15 von 15. Zwei Schlüssel sind dabei; einen dritten bestellen Sie mit der Schlüsselnummer.',
        highlights: ['16 mm gehärteter Stahl', 'Sicherheitsstufe 15/15', 'Rahmenhalterung und zwei Schlüssel'],
        alt: 'Bügelschloss aus Stahl mit grünem Querbügel und Schlüssel',
      },
    },
  },
  {
    slug: 'handlebar-mirror',
    kind: 'mirror',
    subcategory: 'safety',
    price: chf(49),
    color: PALETTE.dark,
    copy: {
      en: {
        name: 'Handlebar Mirror',
        tagline: 'Required on 45 km/h bikes',
        description:
          'A wide convex mirror for the left end of the handlebar. It is required on 45 km/h bikes and useful on every bike. It folds in when you park.',
        highlights: ['Convex glass, 120 mm', 'Folds in for parking', 'Fits every handlebar of our range'],
        alt: 'Oval handlebar mirror on a folding arm',
      },
      fr: {
        name: 'Rétroviseur de guidon',
        tagline: 'Obligatoire sur les vélos à 45 km/h',
        description:
          'Un large rétroviseur convexe pour l’extrémité gauche du guidon. Il est obligatoire sur les vélos à 45 km/h et utile sur tous les vélos. Il se replie quand vous vous garez.',
        highlights: ['Verre convexe, 120 mm', 'Se replie pour le stationnement', 'S’adapte à tous nos guidons'],
        alt: 'Rétroviseur ovale de guidon sur bras pliable',
      },
      de: {
        name: 'Lenkerspiegel',
        tagline: 'Pflicht an Velos mit 45 km/h',
        description:
          'Ein breiter, gewölbter Spiegel für das linke Lenkerende. Er ist an Velos mit 45 km/h Pflicht und an jedem Velo nützlich. Beim Parkieren klappen Sie ihn ein.',
        highlights: ['Gewölbtes Glas, 120 mm', 'Zum Parkieren einklappbar', 'Passt an alle unsere Lenker'],
        alt: 'Ovaler Lenkerspiegel an einem Klapparm',
      },
    },
  },
  {
    slug: 'waterproof-pannier',
    kind: 'pannier',
    subcategory: 'bags-and-transport',
    price: chf(150),
    copy: {
      en: {
        name: 'Waterproof Pannier 20 L',
        tagline: 'Clips on in one second',
        description:
          'A 20-litre waterproof pannier with a roll-top closure. It clips onto any rack in one second and locks in place. Reflective strips keep you visible at night.',
        highlights: ['20 litres, waterproof roll-top', 'Quick-release rack hooks', 'Reflective strips'],
        alt: 'Green pannier bag with a roll-top flap and rack hooks',
      },
      fr: {
        name: 'Sacoche étanche 20 L',
        tagline: 'Se fixe en une seconde',
        description:
          'Une sacoche étanche de 20 litres avec fermeture enroulable. Elle se fixe sur tout porte-bagages en une seconde et se verrouille. Des bandes réfléchissantes vous rendent visible la nuit.',
        highlights: ['20 litres, fermeture enroulable étanche', 'Crochets à fixation rapide', 'Bandes réfléchissantes'],
        alt: 'Sacoche verte avec rabat enroulable et crochets de porte-bagages',
      },
      de: {
        name: 'Wasserdichte Packtasche 20 L',
        tagline: 'In einer Sekunde montiert',
        description:
          'Eine wasserdichte Packtasche mit 20 Litern und Rollverschluss. Sie klickt in einer Sekunde an jeden Gepäckträger und verriegelt sich. Reflexstreifen machen Sie nachts sichtbar.',
        highlights: ['20 Liter, wasserdichter Rollverschluss', 'Schnellverschluss-Haken', 'Reflexstreifen'],
        alt: 'Grüne Packtasche mit Rollverschluss und Gepäckträgerhaken',
      },
    },
  },
  {
    slug: 'child-seat',
    kind: 'child-seat',
    subcategory: 'child-and-cargo',
    price: chf(299),
    color: ANTHRACITE,
    copy: {
      en: {
        name: 'Child Seat',
        tagline: 'From 9 months to 20 kg',
        description:
          'A rear child seat for children from 9 months up to 20 kg. The 5-point harness and the adjustable footrests grow with your child. It fits the racks of the Classy Beast and the Cargo Beast.',
        highlights: ['9 months to 20 kg', '5-point harness, adjustable footrests', 'Fits Classy and Cargo Beast racks'],
        alt: 'Grey rear child seat with white harness straps and a footrest',
      },
      fr: {
        name: 'Siège enfant',
        tagline: 'De 9 mois à 20 kg',
        description:
          'Un siège enfant arrière pour les enfants de 9 mois jusqu’à 20 kg. Le harnais 5 points et les repose-pieds réglables grandissent avec votre enfant. Il se monte sur le porte-bagages du Classy Beast et du Cargo Beast.',
        highlights: [
          'De 9 mois à 20 kg',
          'Harnais 5 points, repose-pieds réglables',
          'Pour les porte-bagages Classy et Cargo Beast',
        ],
        alt: 'Siège enfant arrière gris avec harnais blanc et repose-pieds',
      },
      de: {
        name: 'Kindersitz',
        tagline: 'Von 9 Monaten bis 20 kg',
        description:
          'Ein Kindersitz für hinten, für Kinder ab 9 Monaten bis 20 kg. Der 5-Punkt-Gurt und die verstellbaren Fussstützen wachsen mit Ihrem Kind. Er passt auf den Gepäckträger von Classy Beast und Cargo Beast.',
        highlights: [
          'Von 9 Monaten bis 20 kg',
          '5-Punkt-Gurt, verstellbare Fussstützen',
          'Für die Gepäckträger von Classy und Cargo Beast',
        ],
        alt: 'Grauer Kindersitz mit weissen Gurten und Fussstütze',
      },
    },
  },
  {
    slug: 'cargo-box-rain-tent',
    kind: 'box-tent',
    subcategory: 'child-and-cargo',
    price: chf(349),
    copy: {
      en: {
        name: 'Cargo Box Rain Tent',
        tagline: 'Keeps children dry in the box',
        description:
          'A rain tent for the front box of the Cargo Beast. Clear windows let the children look out, and the hood folds back in seconds. It mounts with four clips, no tools.',
        highlights: ['Made for the Cargo Beast box', 'Clear front and side windows', 'Folds back in seconds'],
        alt: 'Wooden cargo box with a green rain tent and a clear window',
      },
      fr: {
        name: 'Tente de pluie pour caisse cargo',
        tagline: 'Garde les enfants au sec',
        description:
          'Une tente de pluie pour la caisse avant du Cargo Beast. Des fenêtres transparentes laissent les enfants regarder dehors, et la capote se replie en quelques secondes. Elle se fixe avec quatre clips, sans outil.',
        highlights: [
          'Faite pour la caisse du Cargo Beast',
          'Fenêtres transparentes à l’avant et sur les côtés',
          'Se replie en quelques secondes',
        ],
        alt: 'Caisse cargo en bois avec tente de pluie verte et fenêtre transparente',
      },
      de: {
        name: 'Regenverdeck für die Cargobox',
        tagline: 'Hält die Kinder in der Box trocken',
        description:
          'Ein Regenverdeck für die Frontbox des Cargo Beast. Durch klare Fenster schauen die Kinder hinaus, und das Verdeck klappen Sie in Sekunden zurück. Es hält mit vier Clips, ohne Werkzeug.',
        highlights: ['Für die Box des Cargo Beast', 'Klare Fenster vorne und seitlich', 'In Sekunden zurückgeklappt'],
        alt: 'Holz-Cargobox mit grünem Regenverdeck und klarem Fenster',
      },
    },
  },
  {
    slug: 'bike-cover',
    kind: 'rain-cover',
    subcategory: 'comfort',
    price: chf(79),
    copy: {
      en: {
        name: 'Bike Cover',
        tagline: 'Rain and UV protection outdoors',
        description:
          'A waterproof cover for bikes parked outside. It protects the display, the saddle and the battery contacts from rain and sun. It fits all our models except the Cargo Beast.',
        highlights: ['Waterproof, UV-resistant fabric', 'Lock holes at both wheels', 'Packs into its own bag'],
        alt: 'Green waterproof cover over a parked bike, wheels showing',
      },
      fr: {
        name: 'Housse de vélo',
        tagline: 'Contre la pluie et les UV',
        description:
          'Une housse étanche pour les vélos garés dehors. Elle protège l’écran, la selle et les contacts de la batterie de la pluie et du soleil. Elle convient à tous nos modèles sauf le Cargo Beast.',
        highlights: [
          'Tissu étanche et résistant aux UV',
          'Passages pour antivol aux deux roues',
          'Se range dans sa propre pochette',
        ],
        alt: 'Housse verte étanche sur un vélo garé, roues visibles',
      },
      de: {
        name: 'Veloabdeckung',
        tagline: 'Schutz vor Regen und UV',
        description:
          'Eine wasserdichte Abdeckung für Velos, die draussen stehen. Sie schützt Display, Sattel und Akkukontakte vor Regen und Sonne. Sie passt auf alle unsere Modelle ausser das Cargo Beast.',
        highlights: [
          'Wasserdichter, UV-beständiger Stoff',
          'Schlossöffnungen an beiden Rädern',
          'In eigener Tasche verstaubar',
        ],
        alt: 'Grüne wasserdichte Abdeckung über einem parkierten Velo, Räder sichtbar',
      },
    },
  },
  {
    slug: 'comfort-saddle',
    kind: 'saddle',
    subcategory: 'comfort',
    price: chf(99),
    color: PALETTE.leather,
    copy: {
      en: {
        name: 'Comfort Saddle',
        tagline: 'Sprung leather saddle',
        description:
          'A wide saddle with steel springs and a real-leather cover. It softens cobbles when you ride upright in town. Standard rails fit every seat post.',
        highlights: ['Real leather, steel springs', 'Wide shape for upright riding', 'Standard rails'],
        alt: 'Brown leather comfort saddle with coil springs',
      },
      fr: {
        name: 'Selle confort',
        tagline: 'Selle en cuir à ressorts',
        description:
          'Une selle large avec ressorts en acier et revêtement en vrai cuir. Elle adoucit les pavés quand vous roulez droit en ville. Ses rails standard s’adaptent à toutes les tiges de selle.',
        highlights: ['Vrai cuir, ressorts en acier', 'Forme large pour une position droite', 'Rails standard'],
        alt: 'Selle confort en cuir brun avec ressorts',
      },
      de: {
        name: 'Komfortsattel',
        tagline: 'Ledersattel mit Federn',
        description:
          'Ein breiter Sattel mit Stahlfedern und Bezug aus echtem Leder. Er dämpft das Pflaster, wenn Sie in der Stadt aufrecht fahren. Die Standardstreben passen auf jede Sattelstütze.',
        highlights: ['Echtes Leder, Stahlfedern', 'Breite Form für aufrechtes Fahren', 'Standardstreben'],
        alt: 'Brauner Komfortsattel aus Leder mit Spiralfedern',
      },
    },
  },
  {
    slug: 'phone-mount',
    kind: 'phone-mount',
    subcategory: 'electronics-and-charging',
    price: chf(69),
    copy: {
      en: {
        name: 'Phone Mount',
        tagline: 'Navigation on the handlebar',
        description:
          'A phone mount with a quarter-turn lock for the stem. It holds phones up to 6.9 inches and stays steady on gravel. Use the app for navigation and range.',
        highlights: ['Quarter-turn lock', 'Phones up to 6.9 in', 'Works with the app'],
        alt: 'Phone on a handlebar mount showing a map route',
      },
      fr: {
        name: 'Support de téléphone',
        tagline: 'La navigation sur le guidon',
        description:
          'Un support de téléphone à verrouillage quart de tour pour la potence. Il tient les téléphones jusqu’à 6,9 pouces et reste stable sur le gravier. Utilisez l’app pour la navigation et l’autonomie.',
        highlights: ['Verrouillage quart de tour', 'Téléphones jusqu’à 6,9 pouces', 'Compatible avec l’app'],
        alt: 'Téléphone sur un support de guidon affichant un itinéraire',
      },
      de: {
        name: 'Handyhalterung',
        tagline: 'Navigation am Lenker',
        description:
          'Eine Handyhalterung mit Vierteldrehungs-Verschluss für den Vorbau. Sie hält Handys bis 6.9 Zoll und bleibt auch auf Kies ruhig. Nutzen Sie die App für Navigation und Reichweite.',
        highlights: ['Verschluss mit Vierteldrehung', 'Handys bis 6.9 Zoll', 'Funktioniert mit der App'],
        alt: 'Handy an einer Lenkerhalterung mit einer Route auf der Karte',
      },
    },
  },
  {
    slug: 'light-set',
    kind: 'lights',
    subcategory: 'electronics-and-charging',
    price: chf(199),
    originalPrice: chf(219),
    copy: {
      en: {
        name: 'Light Set 150 lux',
        tagline: 'Front and rear, powered by the bike battery',
        description:
          'A 150 lux front light and a rear light with brake signal, both fed by the bike battery. The beam is shaped for the road and does not dazzle. Approved for 45 km/h bikes.',
        highlights: [
          '150 lux front light, road-approved beam',
          'Rear light with brake signal',
          'Runs on the bike battery',
        ],
        alt: 'Green front light with its beam and a red rear light',
      },
      fr: {
        name: 'Kit d’éclairage 150 lux',
        tagline: 'Avant et arrière, alimentés par la batterie',
        description:
          'Un phare avant de 150 lux et un feu arrière avec signal de freinage, alimentés par la batterie du vélo. Le faisceau est conçu pour la route et n’éblouit pas. Homologué pour les vélos à 45 km/h.',
        highlights: [
          'Phare 150 lux, faisceau homologué',
          'Feu arrière avec signal de freinage',
          'Alimenté par la batterie',
        ],
        alt: 'Phare vert avec son faisceau et feu arrière rouge',
      },
      de: {
        name: 'Lichtset 150 Lux',
        tagline: 'Vorne und hinten, vom Velo-Akku gespeist',
        description:
          'Ein Frontlicht mit 150 Lux und ein Rücklicht mit Bremslicht, beide vom Akku des Velos gespeist. Der Lichtkegel ist für die Strasse geformt und blendet nicht. Zugelassen für Velos mit 45 km/h.',
        highlights: [
          'Frontlicht 150 Lux, zugelassener Lichtkegel',
          'Rücklicht mit Bremslicht',
          'Gespeist vom Velo-Akku',
        ],
        alt: 'Grünes Frontlicht mit Lichtkegel und rotes Rücklicht',
      },
    },
  },
  {
    slug: 'fast-charger',
    kind: 'charger',
    subcategory: 'electronics-and-charging',
    price: chf(199),
    copy: {
      en: {
        name: 'Fast Charger 6 A',
        tagline: 'A third less charging time',
        description:
          'A 6 A charger that fills a 672 Wh battery in about 2.5 hours. Keep one at work and one at home. Swiss plug, 1.8 m cable.',
        highlights: ['6 A output', '672 Wh in about 2.5 hours', 'Swiss plug, 1.8 m cable'],
        alt: 'Black charger with its cable and a Swiss plug',
      },
      fr: {
        name: 'Chargeur rapide 6 A',
        tagline: 'Un tiers de temps de charge en moins',
        description:
          'Un chargeur 6 A qui remplit une batterie de 672 Wh en 2 h 30 environ. Gardez-en un au bureau et un à la maison. Prise suisse, câble de 1,8 m.',
        highlights: ['Sortie 6 A', '672 Wh en 2 h 30 environ', 'Prise suisse, câble de 1,8 m'],
        alt: 'Chargeur noir avec son câble et une prise suisse',
      },
      de: {
        name: 'Schnellladegerät 6 A',
        tagline: 'Ein Drittel weniger Ladezeit',
        description:
          'Ein Ladegerät mit 6 A, das einen Akku mit 672 Wh in rund 2.5 Stunden füllt. Eines fürs Büro, eines für zu Hause. Schweizer Stecker, Kabel 1.8 m.',
        highlights: ['Ausgang 6 A', '672 Wh in rund 2.5 Stunden', 'Schweizer Stecker, Kabel 1.8 m'],
        alt: 'Schwarzes Ladegerät mit Kabel und Schweizer Stecker',
      },
    },
  },
  {
    slug: 'spare-battery-672',
    kind: 'battery',
    subcategory: 'electronics-and-charging',
    price: chf(899),
    copy: {
      en: {
        name: 'Spare Battery 672 Wh',
        tagline: 'Double your range',
        description:
          'A second 48 V × 14 Ah = 672 Wh battery for the Classy Beast, the Adventure Beast and the Cruisy Beast. It locks in with the same key as your bike. LEDs show the charge level.',
        highlights: ['48 V × 14 Ah = 672 Wh', 'Fits Classy, Adventure and Cruisy Beast', 'Same key as your bike'],
        alt: 'Dark spare battery with four green charge LEDs',
      },
      fr: {
        name: 'Batterie de rechange 672 Wh',
        tagline: 'Doublez votre autonomie',
        description:
          'Une deuxième batterie 48 V × 14 Ah = 672 Wh pour le Classy Beast, l’Adventure Beast et le Cruisy Beast. Elle se verrouille avec la même clé que votre vélo. Des LED indiquent le niveau de charge.',
        highlights: ['48 V × 14 Ah = 672 Wh', 'Pour Classy, Adventure et Cruisy Beast', 'Même clé que votre vélo'],
        alt: 'Batterie de rechange sombre avec quatre LED de charge vertes',
      },
      de: {
        name: 'Ersatzakku 672 Wh',
        tagline: 'Doppelte Reichweite',
        description:
          'Ein zweiter Akku mit 48 V × 14 Ah = 672 Wh für Classy Beast, Adventure Beast und Cruisy Beast. Er verriegelt mit demselben Schlüssel wie Ihr Velo. LEDs zeigen den Ladestand.',
        highlights: [
          '48 V × 14 Ah = 672 Wh',
          'Für Classy, Adventure und Cruisy Beast',
          'Derselbe Schlüssel wie am Velo',
        ],
        alt: 'Dunkler Ersatzakku mit vier grünen Lade-LEDs',
      },
    },
  },
  {
    slug: 'spare-battery-1008',
    kind: 'battery',
    subcategory: 'electronics-and-charging',
    price: chf(1200),
    originalPrice: chf(1399),
    color: PALETTE.signal,
    copy: {
      en: {
        name: 'Spare Battery 1008 Wh',
        tagline: 'For the Mighty and the Cargo Beast',
        description:
          'A second 48 V × 21 Ah = 1008 Wh battery for the Mighty Beast, the Circular Edition and the Cargo Beast. Swap it in 10 seconds and ride on. LEDs show the charge level.',
        highlights: [
          '48 V × 21 Ah = 1008 Wh',
          'Fits Mighty Beast, Circular Edition and Cargo Beast',
          'Swap in 10 seconds',
        ],
        alt: 'Dark 1008 Wh spare battery with four orange charge LEDs',
      },
      fr: {
        name: 'Batterie de rechange 1008 Wh',
        tagline: 'Pour le Mighty et le Cargo Beast',
        description:
          'Une deuxième batterie 48 V × 21 Ah = 1008 Wh pour le Mighty Beast, la Circular Edition et le Cargo Beast. Changez-la en 10 secondes et repartez. Des LED indiquent le niveau de charge.',
        highlights: [
          '48 V × 21 Ah = 1008 Wh',
          'Pour Mighty Beast, Circular Edition et Cargo Beast',
          'Changée en 10 secondes',
        ],
        alt: 'Batterie de rechange sombre de 1008 Wh avec quatre LED de charge orange',
      },
      de: {
        name: 'Ersatzakku 1008 Wh',
        tagline: 'Für Mighty und Cargo Beast',
        description:
          'Ein zweiter Akku mit 48 V × 21 Ah = 1008 Wh für Mighty Beast, Circular Edition und Cargo Beast. In 10 Sekunden getauscht, und weiter geht’s. LEDs zeigen den Ladestand.',
        highlights: [
          '48 V × 21 Ah = 1008 Wh',
          'Für Mighty Beast, Circular Edition und Cargo Beast',
          'In 10 Sekunden getauscht',
        ],
        alt: 'Dunkler Ersatzakku mit 1008 Wh und vier orangen Lade-LEDs',
      },
    },
  },
];

export function accessoryPicture(path: string, def: AccessoryDefinition) {
  return imageMedia(path, { width: ICON_SIZE, height: ICON_SIZE }, itemAlt(def.copy), () =>
    accessorySvg(def.kind, def.color),
  );
}

export const ACCESSORIES: ProductSeed[] = ACCESSORY_DEFINITIONS.map((def) => ({
  slug: def.slug,
  type: 'accessory',
  subcategory: def.subcategory,
  page: null,
  price: def.price,
  originalPrice: def.originalPrice ?? def.price,
  media: [accessoryPicture(`media/${def.slug}/product.svg`, def)],
  packageFees: [],
  downloads: [],
  text: itemText(def.copy),
}));
