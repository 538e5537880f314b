import type { LegalDocument } from './types';
import { legalFacts as facts } from './legalFacts';

export const dataProcessingAgreement: LegalDocument = {
  title: 'Acuerdo de tratamiento de datos (DPA)',
  description:
    'Acuerdo de encargo del tratamiento (artículo 28 del RGPD) entre EstefanIA y sus clientes: instrucciones, seguridad, brechas en 24 h, servidores en la UE y supresión.',
  intro:
    'Este acuerdo regula el tratamiento de datos personales que EstefanIA realiza por cuenta de sus clientes al atender sus llamadas, conforme al artículo 28 del Reglamento General de Protección de Datos (RGPD). Forma parte de los términos de servicio y se aplica mientras uses el servicio.',
  sections: [
    {
      id: 'partes',
      title: 'Partes y objeto',
      paragraphs: [
        'El cliente es el responsable del tratamiento y EstefanIA, a través de la sociedad titular indicada al final de esta página, es el encargado del tratamiento. EstefanIA trata los datos solo para prestar el servicio contratado: atender llamadas, tomar mensajes, agendar citas, transferir llamadas y enviar resúmenes, transcripciones y grabaciones.',
      ],
    },
    {
      id: 'datos-tratados',
      title: 'Datos e interesados',
      paragraphs: ['Se tratan datos de las personas que llaman al cliente y, en su caso, de sus clientes y empleados:'],
      list: [
        'Identificación y contacto: nombre, número de teléfono y email, si los facilita quien llama.',
        'Contenido de la llamada: grabación de voz, transcripción, resumen y mensajes.',
        'Datos de citas y solicitudes: fecha, servicio pedido y observaciones.',
      ],
    },
    {
      id: 'instrucciones',
      title: 'Instrucciones del cliente',
      paragraphs: [
        'EstefanIA trata los datos siguiendo las instrucciones documentadas del cliente, que son las de este acuerdo y la configuración que haga en su panel (por ejemplo, el plazo de conservación de las grabaciones). Si una instrucción le parece contraria a la normativa, se lo dirá de inmediato.',
      ],
    },
    {
      id: 'confidencialidad',
      title: 'Confidencialidad',
      paragraphs: [
        'Las personas autorizadas a tratar los datos están obligadas a guardar secreto, también después de terminar su relación con EstefanIA.',
      ],
    },
    {
      id: 'seguridad',
      title: 'Medidas de seguridad',
      paragraphs: [
        'EstefanIA aplica las medidas del artículo 32 del RGPD adecuadas al riesgo: cifrado en tránsito y en reposo, control de accesos por perfiles y mínimo privilegio, registro de actividad, copias de seguridad y revisiones periódicas.',
      ],
    },
    {
      id: 'ubicacion',
      title: 'Ubicación de los datos',
      paragraphs: [
        `Los datos se alojan en ${facts.dataLocation}. No se transfieren fuera del Espacio Económico Europeo sin las garantías del capítulo V del RGPD.`,
      ],
    },
    {
      id: 'subencargados',
      title: 'Subencargados',
      paragraphs: [
        'El cliente autoriza a EstefanIA a recurrir a subencargados para alojamiento, telefonía y procesamiento de voz. EstefanIA les impone por contrato las mismas obligaciones de este acuerdo, informará al cliente de cualquier cambio y este podrá oponerse de forma motivada.',
      ],
    },
    {
      id: 'derechos',
      title: 'Derechos de los interesados',
      paragraphs: [
        `Si un interesado ejerce sus derechos ante EstefanIA, esta se lo trasladará al cliente. EstefanIA ayudará al cliente a responder a las solicitudes de acceso, rectificación, supresión, oposición, limitación y portabilidad en un plazo de ${facts.dataSubjectHelpHours} horas desde que se lo pida.`,
      ],
    },
    {
      id: 'brechas',
      title: 'Brechas de seguridad',
      paragraphs: [
        `EstefanIA notificará al cliente cualquier brecha de seguridad que afecte a sus datos en un plazo máximo de ${facts.breachNoticeHours} horas desde que tenga conocimiento de ella, con la información disponible para que el cliente pueda, si procede, avisar a la autoridad de control y a los afectados.`,
      ],
    },
    {
      id: 'datos-prohibidos',
      title: 'Datos que no deben tratarse',
      paragraphs: [
        'El cliente no configurará el servicio para pedir números de tarjetas de pago, contraseñas ni datos biométricos o de salud, salvo que esté autorizado para tratarlos y lo haya acordado por escrito con EstefanIA.',
      ],
    },
    {
      id: 'supresion',
      title: 'Fin del encargo y supresión',
      paragraphs: [
        `Al terminar el contrato, EstefanIA suprimirá los datos personales del cliente en un plazo de ${facts.deletionDays} días, o se los devolverá si lo pide antes, salvo que la ley obligue a conservarlos.`,
      ],
    },
    {
      id: 'auditorias',
      title: 'Información y auditorías',
      paragraphs: [
        'EstefanIA pondrá a disposición del cliente la información necesaria para demostrar el cumplimiento de este acuerdo y permitirá auditorías razonables, con aviso previo y sin afectar a la seguridad de otros clientes.',
      ],
    },
    {
      id: 'responsabilidad',
      title: 'Responsabilidad y duración',
      paragraphs: [
        `La responsabilidad de EstefanIA por este acuerdo está sujeta al límite de los términos de servicio: el importe pagado por el cliente en los ${facts.liabilityMonths} meses anteriores. El acuerdo dura lo que dure el contrato de servicio y las obligaciones de confidencialidad y supresión continúan después.`,
      ],
    },
  ],
};
