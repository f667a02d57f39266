import { defineMessages } from "../define.ts";

/**
 * Messages shared by every feature: generic outcomes of create/update/edit/delete/download,
 * chunk-loading failures, loading texts, buttons, and the "Wrong Services" call failure.
 * Chunk failures: `common.chunk.failed` with {{n}} (the chunk) and {{reason}}, the reason being
 * one of `common.chunk.reason.*` (missing, timeout, error) translated first.
 */
export const commonMessages = defineMessages({
  en: {
    common: {
      failed: {
        create: "Failed to create.",
        update: "Failed to update.",
        edit: "Failed to edit.",
        delete: "Failed to delete.",
        download: "Failed to download.",
      },
      succeeded: {
        create: "Created successfully.",
        update: "Updated successfully.",
        edit: "Changes saved.",
        delete: "Deleted successfully.",
        download: "Download complete.",
      },
      chunk: {
        error_name: "ChunkLoadError",
        failed: "Loading chunk {{n}} failed ({{reason}}).",
        reload_hint: "A new version of the shop may be available. Please reload the page.",
        reason: {
          missing: "missing",
          timeout: "timeout",
          error: "error",
        },
      },
      loading: {
        short: "Loading",
        default: "Loading...",
        please_wait: "Please wait...",
      },
      button: {
        save: "Save",
        cancel: "Cancel",
        close: "Close",
        undo: "Undo",
        submit: "Submit",
        back: "Back",
        next: "Next",
      },
      wrong_services: "Wrong Services",
    },
  },
  fr: {
    common: {
      failed: {
        create: "La création a échoué.",
        update: "La mise à jour a échoué.",
        edit: "La modification a échoué.",
        delete: "La suppression a échoué.",
        download: "Le téléchargement a échoué.",
      },
      succeeded: {
        create: "Création réussie.",
        update: "Mise à jour réussie.",
        edit: "Modifications enregistrées.",
        delete: "Suppression réussie.",
        download: "Téléchargement terminé.",
      },
      chunk: {
        error_name: "ChunkLoadError",
        failed: "Le chargement du module {{n}} a échoué ({{reason}}).",
        reload_hint: "Une nouvelle version de la boutique est peut-être disponible. Veuillez recharger la page.",
        reason: {
          missing: "introuvable",
          timeout: "délai dépassé",
          error: "erreur",
        },
      },
      loading: {
        short: "Chargement",
        default: "Chargement...",
        please_wait: "Veuillez patienter...",
      },
      button: {
        save: "Enregistrer",
        cancel: "Annuler",
        close: "Fermer",
        undo: "Annuler l’action",
        submit: "Envoyer",
        back: "Retour",
        next: "Suivant",
      },
      wrong_services: "Service indisponible",
    },
  },
  es: {
    common: {
      failed: {
        create: "No se ha podido crear.",
        update: "No se ha podido actualizar.",
        edit: "No se ha podido editar.",
        delete: "No se ha podido eliminar.",
        download: "No se ha podido descargar.",
      },
      succeeded: {
        create: "Creado correctamente.",
        update: "Actualizado correctamente.",
        edit: "Cambios guardados.",
        delete: "Eliminado correctamente.",
        download: "Descarga completada.",
      },
      chunk: {
        error_name: "ChunkLoadError",
        failed: "No se ha podido cargar el módulo {{n}} ({{reason}}).",
        reload_hint: "Puede que haya una nueva versión de la tienda. Vuelva a cargar la página.",
        reason: {
          missing: "no encontrado",
          timeout: "tiempo de espera agotado",
          error: "error",
        },
      },
      loading: {
        short: "Cargando",
        default: "Cargando...",
        please_wait: "Espere un momento...",
      },
      button: {
        save: "Guardar",
        cancel: "Cancelar",
        close: "Cerrar",
        undo: "Deshacer",
        submit: "Enviar",
        back: "Atrás",
        next: "Siguiente",
      },
      wrong_services: "Servicio no disponible",
    },
  },
  nl: {
    common: {
      failed: {
        create: "Aanmaken is mislukt.",
        update: "Bijwerken is mislukt.",
        edit: "Wijzigen is mislukt.",
        delete: "Verwijderen is mislukt.",
        download: "Downloaden is mislukt.",
      },
      succeeded: {
        create: "Succesvol aangemaakt.",
        update: "Succesvol bijgewerkt.",
        edit: "Wijzigingen opgeslagen.",
        delete: "Succesvol verwijderd.",
        download: "Download voltooid.",
      },
      chunk: {
        error_name: "ChunkLoadError",
        failed: "Het laden van onderdeel {{n}} is mislukt ({{reason}}).",
        reload_hint: "Er is misschien een nieuwe versie van de shop. Laad de pagina opnieuw.",
        reason: {
          missing: "niet gevonden",
          timeout: "time-out",
          error: "fout",
        },
      },
      loading: {
        short: "Laden",
        default: "Laden...",
        please_wait: "Een ogenblik geduld...",
      },
      button: {
        save: "Opslaan",
        cancel: "Annuleren",
        close: "Sluiten",
        undo: "Ongedaan maken",
        submit: "Verzenden",
        back: "Terug",
        next: "Volgende",
      },
      wrong_services: "Dienst niet beschikbaar",
    },
  },
});
