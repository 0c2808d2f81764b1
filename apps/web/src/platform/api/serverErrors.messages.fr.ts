import type { Translation } from '../i18n';
import type { serverErrorsEn } from './serverErrors.messages';

export const serverErrorsFr: Translation<typeof serverErrorsEn> = {
  codes: {
    VALIDATION_ERROR: 'Certaines valeurs saisies ne sont pas valides.',
    BAD_REQUEST: 'La requête n\u2019est pas valide.',
    UNAUTHENTICATED: 'Veuillez vous connecter.',
    SESSION_EXPIRED: 'Votre session a expiré. Veuillez vous reconnecter.',
    INVALID_CREDENTIALS: 'Nom d\u2019utilisateur ou mot de passe incorrect.',
    FORBIDDEN: 'Vous n\u2019avez pas l\u2019autorisation de faire cela.',
    NOT_FOUND: 'Introuvable.',
    CONFLICT: 'Cela entre en conflit avec des données enregistrées entre-temps.',
    INVITE_INVALID: 'Cette invitation n\u2019est pas valide.',
    RESET_TOKEN_INVALID: 'Ce lien de réinitialisation n\u2019est pas valide.',
    RATE_LIMITED: 'Trop de requêtes. Patientez un instant, puis réessayez.',
    PAYLOAD_TOO_LARGE: 'C\u2019est trop volumineux.',
    UNSUPPORTED_MEDIA_TYPE: 'Ce type de fichier n\u2019est pas pris en charge.',
    SERVICE_UNAVAILABLE:
      'Le service n\u2019est pas disponible pour le moment. Réessayez plus tard.',
    INTERNAL_ERROR: 'Une erreur inattendue s\u2019est produite. Veuillez réessayer.',
    TWO_FACTOR_REQUIRED: 'Configurez la connexion à deux facteurs pour continuer.',
  },
  texts: {
    nulCharacter: 'Le texte ne peut pas contenir de caractères NUL.',
    invalidCharacter: 'Le texte contient un caractère non valide.',
    invalidDate: 'Saisissez une date valide.',
    invalidTimeZone: 'Utilisez un fuseau horaire tel que Europe/Paris.',
    notAvailableForMembers:
      'Pas encore disponible dans cet espace de travail. Demandez à un administrateur.',
    webhookUrlRequired: 'Saisissez l\u2019adresse qui reçoit les événements.',
    webhookUrlInvalid:
      'Saisissez une adresse https complète, par exemple https://example.com/hooks/worksphere.',
    webhookUrlTooLong: 'Une adresse ne peut pas dépasser 2000 caractères.',
    webhookEventsRequired: 'Choisissez au moins un événement.',
    webhookDescriptionTooLong: 'Une description ne peut pas dépasser 200 caractères.',
    webhookNotFound: 'Webhook introuvable.',
    inboxItemNotFound: 'Élément de la boîte de réception introuvable.',
    inboxInvalidCursor: 'Cette page de la boîte de réception n\u2019est plus valide.',
    inboxMailAccountNotFound: 'Compte de messagerie introuvable.',
    ssoPasswordRefused:
      'Votre organisation se connecte par authentification unique. Utilisez « Se connecter avec l\u2019authentification unique » sur la page de connexion.',
    ssoResetRefused:
      'Votre organisation se connecte par authentification unique : ses mots de passe ne peuvent pas être réinitialisés. Utilisez « Se connecter avec l\u2019authentification unique » sur la page de connexion.',
    ssoBreakGlassInvalid:
      'Choisissez un administrateur actif de cette organisation pour conserver la connexion par mot de passe.',
    ssoNoOrganizationForDomain:
      'Aucune organisation ne se connecte par authentification unique pour ce domaine. Connectez-vous avec votre mot de passe.',
    ssoTicketInvalid:
      'Ce lien de connexion n\u2019est pas valide, a déjà servi ou a expiré. Reconnectez-vous.',
    ssoProviderUnavailable:
      'Le fournisseur d\u2019authentification unique est injoignable pour le moment. Réessayez ou contactez un administrateur.',
    ssoSignUpRefused:
      'Les adresses {domain} se connectent par authentification unique : aucun compte à mot de passe ne peut être créé pour elles. Utilisez « Se connecter avec l\u2019authentification unique » sur la page de connexion.',
    tooManyAttempts: 'Trop de tentatives.',
    loginThrottled: 'Trop de tentatives de connexion échouées pour ce compte.',
    passwordThrottled: 'Trop de mots de passe erronés pour ce compte.',
    twoFactorThrottled: 'Trop de codes erronés pour ce compte.',
    tTryAgainSecond: '{message} Réessayez dans {count} seconde.',
    tTryAgainSeconds: '{message} Réessayez dans {count} secondes.',
    tTryAgainMinute: '{message} Réessayez dans {count} minute.',
    tTryAgainMinutes: '{message} Réessayez dans {count} minutes.',
    tTryAgainHour: '{message} Réessayez dans {count} heure.',
    tTryAgainHours: '{message} Réessayez dans {count} heures.',
    tTryAgainDay: '{message} Réessayez dans {count} jour.',
    tTryAgainDays: '{message} Réessayez dans {count} jours.',
    tTryAgainLater: '{message} Réessayez dans {wait}.',
    tInvitationForOtherAddress:
      'Cette invitation a été envoyée à {email} ; inscrivez-vous avec cette adresse.',
    tSsoDomainInvalid: '« {domain} » n\u2019est pas un domaine de messagerie (p. ex. example.com).',
    tSsoDomainTaken:
      'Une autre organisation se connecte déjà par authentification unique pour {domain}.',
    tSsoDiscoveryFailed:
      'La configuration OpenID du fournisseur n\u2019a pas pu être lue : {reason}',
    tOauthNotConfigured: 'Non configuré sur ce serveur : définissez {settings}.',
    tTokenLacksScope: 'Ce jeton n\u2019a pas la portée {scope}.',
    tNoMemberCalled: 'Aucun membre actif de votre organisation ne s\u2019appelle « {name} ».',
    tSeveralMembersCalled:
      'Plusieurs membres s\u2019appellent « {name} » : utilisez leur nom d\u2019utilisateur.',
    tTelephonyProviderRefused: 'Le fournisseur de téléphonie a refusé la requête : {message}',
    tPushEndpointRefused: 'Cette adresse de notification push n\u2019est pas acceptée : {reason}',
    tRecipientInvalid: '« {address} » n\u2019est pas une adresse e-mail valide.',
    tFileTypeNotAllowed: 'Type de fichier non autorisé : {file}',
    tFileTooLargeMegabytes: 'Fichier trop volumineux : {file} ({megabytes} Mo au maximum).',
    tFileTooLargeSize: 'Fichier trop volumineux : {file} ({size} au maximum).',
    tNotAnImage: 'Ce n\u2019est pas une image JPEG, PNG, GIF ou WebP : {file}',
    tFileNameTaken: '« {name} » existe déjà dans ce dossier.',
    tDocumentExists:
      'Un document nommé « {name} » existe déjà. Ouvrez-le, ou enregistrez sous un autre nom.',
    tRestoreNameTaken:
      '« {name} » ne peut pas être restauré : un fichier de ce nom se trouve maintenant dans son dossier. Renommez d\u2019abord ce fichier.',
    tDocumentChangedElsewhere:
      'Ce document a été modifié ailleurs depuis que vous l\u2019avez ouvert (il en est maintenant à la version {version}). Vos modifications n\u2019ont pas été enregistrées et sont toujours dans l\u2019éditeur : copiez-les ou enregistrez sous un autre nom, puis rechargez.',
    tDocumentTooLarge: 'Un document ne doit pas dépasser {megabytes} Mo.',
    tStorageQuotaFull:
      'Non enregistré : le quota de stockage de votre organisation ({quota}) est plein. Supprimez des fichiers et videz la corbeille, ou demandez plus d\u2019espace à un administrateur.',
    tPaymentsMismatch:
      'Les paiements s\u2019élèvent à {paid}, mais la commande avec son pourboire fait {due}.',
    tCashShort:
      'Les espèces remises ({tendered}) sont inférieures à la part en espèces ({amount}).',
    tRefundTooMuch: 'Seuls {left} de {name} peuvent encore être remboursés.',
    tBarcodeUnknown: 'Aucun produit n\u2019a le code-barres {code}.',
    tProductUnavailable: '{name} n\u2019est pas disponible pour le moment.',
    tOptionNotFound: 'Cette option n\u2019existe pas pour {name}.',
    tOptionRequired: 'Choisissez {group} pour {name}.',
    tOptionTooMany: 'Choisissez une seule option {group} pour {name}.',
    tSoldOut: '{name} est épuisé.',
    tStockTooLow: 'Plus que {count} en stock pour {name}.',
    tIllegalTransition: 'Une commande au statut {from} ne peut pas passer au statut {to}.',
    tShopClosedUntilToday:
      'La boutique est fermée pour le moment. Elle rouvre aujourd\u2019hui à {time}.',
    tShopClosedUntilTomorrow: 'La boutique est fermée pour le moment. Elle rouvre demain à {time}.',
    tShopClosedUntilMonday: 'La boutique est fermée pour le moment. Elle rouvre lundi à {time}.',
    tShopClosedUntilTuesday: 'La boutique est fermée pour le moment. Elle rouvre mardi à {time}.',
    tShopClosedUntilWednesday:
      'La boutique est fermée pour le moment. Elle rouvre mercredi à {time}.',
    tShopClosedUntilThursday: 'La boutique est fermée pour le moment. Elle rouvre jeudi à {time}.',
    tShopClosedUntilFriday: 'La boutique est fermée pour le moment. Elle rouvre vendredi à {time}.',
    tShopClosedUntilSaturday: 'La boutique est fermée pour le moment. Elle rouvre samedi à {time}.',
    tShopClosedUntilSunday: 'La boutique est fermée pour le moment. Elle rouvre dimanche à {time}.',
    tShopClosedUntil: 'La boutique est fermée pour le moment. Elle rouvre {when}.',
    tNoRoute: 'Aucune route {method} {path}.',
    aiModelUnreachable:
      'Le modèle d\u2019IA n\u2019a pas pu être joint. Veuillez réessayer plus tard.',
    aiModelTimeout: 'Le modèle d\u2019IA a mis trop de temps à répondre. Veuillez réessayer.',
    aiModelStopped:
      'Le modèle d\u2019IA s\u2019est arrêté au milieu de sa réponse. Veuillez réessayer.',
    aiTooManySteps:
      'L\u2019assistant s\u2019est arrêté après trop d\u2019étapes sans réponse finale.',
    accountReconnectNeeded:
      'Reconnexion nécessaire : le fournisseur n\u2019accepte plus la connexion de ce compte.',
    calendarEventNotFound: 'Événement introuvable.',
    calendarReadOnlyEvent: 'Cet événement ne peut pas être modifié d\u2019ici.',
    caldavNoCalendar:
      'Aucun calendrier n\u2019a été trouvé sur ce serveur CalDAV pour cet utilisateur.',
    caldavLoginFailed: 'Le serveur CalDAV a refusé le nom d\u2019utilisateur ou le mot de passe.',
    caldavUnreachable: 'Impossible de joindre le serveur CalDAV.',
    transcriptionNotConfigured:
      'La transcription n\u2019est pas configurée : définissez AI_BASE_URL et AI_API_KEY.',
    mailSendFailed: 'Le serveur de messagerie n\u2019a pas accepté le message.',
    mailLoginFailed:
      'Le serveur de messagerie a refusé le mot de passe. Reconnectez ce compte dans les Paramètres.',
    mailTlsFailed: 'La connexion sécurisée au serveur de messagerie a échoué.',
    mailConnectionLost:
      'Le serveur de messagerie a fermé la connexion pendant la synchronisation ; elle sera relancée.',
    mailDraftNotSaved: 'Le brouillon n\u2019a pas pu être enregistré.',
    shopClosed:
      'La boutique est fermée pour le moment. Veuillez commander pendant les heures d\u2019ouverture.',
    memberAdminTarget: 'Seul un administrateur peut modifier un administrateur.',
    memberGrantAdmin: 'Seul un administrateur peut nommer quelqu\u2019un administrateur.',
    tMemberAdminOnlyPermission: 'Seul un administrateur peut accorder ou retirer {permission}.',
    outboundInvalidAddress: 'Ce n\u2019est pas une adresse valide.',
    outboundHttpsOnly: 'Seules les adresses https sont autorisées.',
    tOutboundNotResolvedInTime: '{host} n\u2019a pas été résolu à temps.',
    tOutboundDoesNotResolve: '{host} ne se résout pas.',
    tOutboundResolvesToPrivate:
      '{host} se résout en {address}, qui n\u2019est pas une adresse internet publique.',
    tOutboundNotPublic: '{host} n\u2019est pas une adresse internet publique.',
    tSsoIssuerMismatch:
      'Le fournisseur se nomme lui-même {announced} ; saisissez exactement cela comme émetteur.',
    calendarProviderRefused: 'Le fournisseur de calendrier a refusé cette modification.',
    contactNameRequired: 'Saisissez un prénom ou un nom, ou une entreprise.',
    contactCompanyNameRequired: 'Saisissez le nom de l\u2019entreprise.',
    categoryNameRequired: 'Le nom de la catégorie ne peut pas être vide.',
    categoryNameTooLong: 'Le nom de la catégorie ne doit pas dépasser 100 caractères.',
    fileNameRequired: 'Saisissez un nom.',
    fileNameHasSlash: 'Un nom ne peut pas contenir « / ».',
    fileNameInvisibleCharacter:
      'Un nom ne peut pas contenir de caractères invisibles ou de sens d\u2019écriture (comme U+202E ou U+200B).',
    fileNameTooLong: 'Un nom ne doit pas dépasser 255 caractères.',
    filePathNul: 'Un chemin ne peut pas contenir de caractères NUL.',
    filePathBackslash: 'Un chemin ne peut pas contenir de barres obliques inverses.',
    filePathEncodedSeparator:
      'Un chemin ne peut pas contenir de barres obliques, de points ou de caractères NUL encodés.',
    filePathAbsolute:
      'Un chemin est relatif aux fichiers de votre organisation et ne peut pas commencer par « / ».',
    filePathDrive: 'Un chemin ne peut pas désigner un lecteur.',
    filePathControlCharacter: 'Un nom ne peut pas contenir de caractères de contrôle.',
    filePathTooLong: 'Un chemin ne doit pas dépasser 1024 caractères.',
    filePathTooDeep: 'Les dossiers peuvent être imbriqués sur 20 niveaux au maximum.',
    filePathParentSegment: 'Un chemin ne peut pas contenir « .. ».',
    filePathCurrentSegment: 'Un chemin ne peut pas contenir « . » comme nom.',
    filePathEmptySegment:
      'Un chemin ne peut pas contenir de nom vide (deux barres obliques à la suite).',
    filePathSymlink: 'Les liens symboliques ne sont pas suivis.',
    attachmentSymlinkRefused: 'Refusé : un lien symbolique.',
    vServerURLIsRequired: 'L\u2019URL du serveur est obligatoire.',
    vUserNameIsRequired: 'Le nom d\u2019utilisateur est obligatoire.',
    vPasswordIsRequired: 'Le mot de passe est obligatoire.',
    vTheSessionIdMustBe:
      'L\u2019identifiant de session doit compter de 1 à 100 lettres, chiffres, tirets ou traits de soulignement.',
    vTheCurrentStateDetailsAre: 'Les détails de l\u2019état actuel sont trop volumineux.',
    vWriteAMessage: 'Écrivez un message.',
    vAMessageMustBeAt: 'Un message ne doit pas dépasser 4000 caractères.',
    vEachTextMustBeAt: 'Chaque texte ne doit pas dépasser 100000 caractères.',
    vIncludeTheEMailTo: 'Joignez l\u2019e-mail auquel répondre.',
    vWriteADraftToRevise: 'Écrivez un brouillon à réviser.',
    vGiveTheTokenAName: 'Donnez un nom au jeton.',
    vATokenNameMustBe: 'Le nom d\u2019un jeton ne doit pas dépasser 100 caractères.',
    vChooseAtLeastOneThing: 'Choisissez au moins une chose que ce jeton peut faire.',
    vUseAMemberId: 'Utilisez un identifiant de membre.',
    vAtMost5RemindersPer: '5 rappels au maximum par événement.',
    vEachReminderMayBeChosen: 'Chaque rappel ne peut être choisi qu\u2019une fois.',
    vRepeatUntilADateOr: 'Répétez jusqu\u2019à une date ou un nombre de fois, pas les deux.',
    vTimeMinIsRequired: 'timeMin est obligatoire.',
    vTimeMaxIsRequired: 'timeMax est obligatoire.',
    vTitleMustBeAtMost: 'Le titre ne doit pas dépasser 500 caractères.',
    vStartIsRequired: 'Le début est obligatoire.',
    vEndIsRequired: 'La fin est obligatoire.',
    vCategoryIsRequired: 'La catégorie est obligatoire.',
    vColourMustBeARrggbb: 'La couleur doit être une valeur #rrggbb.',
    vNameIsRequired: 'Le nom est obligatoire.',
    vNameMustBeAtMost: 'Le nom ne doit pas dépasser 100 caractères.',
    vEnterAPhoneNumber: 'Saisissez un numéro de téléphone.',
    vEnterAPhoneNumberOf:
      'Saisissez un numéro de téléphone de 15 chiffres au maximum (les espaces, +, -, points et parenthèses sont ignorés).',
    vThisPhoneNumberCannotExist:
      'Ce numéro de téléphone ne peut pas exister : vérifiez ses chiffres, et écrivez un numéro hors d\u2019Amérique du Nord avec + et son indicatif de pays (p. ex. +44 20 7946 0958).',
    vAMessageCarriesAtMost: 'Un message contient 10 médias au maximum.',
    vAMessageMustBeAt2: 'Un message ne doit pas dépasser 1600 caractères.',
    vWriteAMessageOrAttach: 'Écrivez un message ou joignez un média.',
    vALabelMustBeAt: 'Un libellé ne doit pas dépasser 80 caractères.',
    vAGreetingMustBeAt: 'Une annonce d\u2019accueil ne doit pas dépasser 500 caractères.',
    vATwilioAccountSIDIs: 'Un SID de compte Twilio est AC suivi de 32 caractères hexadécimaux.',
    vSend1To32Keys: 'Envoyez de 1 à 32 touches : chiffres, * et #.',
    vRoomNameIsRequired: 'Le nom du salon est obligatoire.',
    vRoomNameMustBeAt: 'Le nom du salon ne doit pas dépasser 200 caractères.',
    vThreadTitleIsRequired: 'Le titre du fil est obligatoire.',
    vThreadTitleMustBeAt: 'Le titre du fil ne doit pas dépasser 300 caractères.',
    vChatRoomIdIsRequired: 'chatRoomId est obligatoire.',
    vAMessageMustBeAt3: 'Un message ne doit pas dépasser 20000 caractères.',
    vSendThreadIdOrNewThreadTitleNot: 'Envoyez threadId ou newThreadTitle, pas les deux.',
    vThreadIdIsRequired: 'threadId est obligatoire.',
    vQIsRequired: 'q est obligatoire.',
    vASearchIsAtMost: 'Une recherche compte 200 caractères au maximum.',
    vTypeAWordToSearch: 'Tapez un mot à rechercher.',
    vAfterMustBeEarlierThan: 'after doit être antérieur à before.',
    vChooseOneEmoji: 'Choisissez un emoji.',
    vUseStunStunsTurnOr: 'Utilisez des adresses stun:, stuns:, turn: ou turns:.',
    vATURNServerNeedsA:
      'Un serveur TURN nécessite un nom d\u2019utilisateur et un identifiant secret.',
    vSendADescriptionOrA: 'Envoyez une description ou un candidat.',
    vEnterAValidEMail: 'Saisissez une adresse e-mail valide.',
    vChooseAtLeastOneOther: 'Choisissez au moins un autre contact à fusionner.',
    vMergeAtMost50Contacts: 'Fusionnez 50 contacts au maximum à la fois.',
    vLookUpAtMost200: 'Recherchez 200 numéros et 200 adresses au maximum à la fois.',
    vUse1To64Letters: 'Utilisez de 1 à 64 lettres, chiffres, tirets ou traits de soulignement.',
    vAtMost20Settings: '20 réglages au maximum.',
    vADashboardHoldsAtMost: 'Un tableau de bord contient 30 widgets au maximum.',
    vEachWidgetNeedsItsOwn: 'Chaque widget a besoin de son propre identifiant.',
    vACommentMustBeAt: 'Un commentaire ne doit pas dépasser 5 000 caractères.',
    vTheCommentNeedsAValid: 'Le commentaire a besoin d\u2019un identifiant valide.',
    vPortMustBeANumber: 'Le port doit être un nombre de 1 à 65535.',
    vServerNameIsRequired: 'Le nom du serveur est obligatoire.',
    vEMailAddressIsRequired: 'L\u2019adresse e-mail est obligatoire.',
    vTheUndoTimeIsFrom: 'Le délai d\u2019annulation va de 0 à 30 secondes.',
    vTheSignatureIsTooLong: 'La signature est trop longue.',
    vAnEventMayHaveAt: 'Un événement peut avoir 100 participants au maximum.',
    vAskForAtMost50: 'Demandez 50 personnes au maximum à la fois.',
    vChooseAFileOrFolder: 'Choisissez un fichier ou un dossier.',
    vChooseTheFolderToMove: 'Choisissez le dossier de destination (« / » est le niveau supérieur).',
    vEnterPartOfAName: 'Saisissez une partie d\u2019un nom à rechercher.',
    vASearchCanBeAt: 'Une recherche ne peut pas dépasser 255 caractères.',
    vTheFileNameOfAn: 'Le nom de fichier d\u2019un export ne peut pas contenir « / » ou « \\ ».',
    vThereIsNothingToExport: 'Il n\u2019y a rien à exporter : envoyez le HTML du document.',
    vTitleIsRequired: 'Le titre est obligatoire.',
    vEnterADiscountAmountOf:
      'Saisissez un montant de remise de 0 ou plus, ou un pourcentage de 0 à 100 %.',
    vNameMustBeAtMost2: 'Le nom ne doit pas dépasser 120 caractères.',
    vDescriptionMustBeAtMost: 'La description ne doit pas dépasser 2000 caractères.',
    vNoteMustBeAtMost: 'La note ne doit pas dépasser 500 caractères.',
    vEnterAPriceBetween0:
      'Saisissez un prix entre 0 et 10000000 en unités mineures (centimes entiers).',
    vEnterAPriceChangeBetween:
      'Saisissez une variation de prix entre -10000000 et 10000000 en unités mineures.',
    vUseAnId: 'Utilisez un identifiant.',
    vAnOptionGroupHasAt: 'Un groupe d\u2019options a 20 choix au maximum.',
    vAnOptionGroupNeedsAt: 'Un groupe d\u2019options a besoin d\u2019au moins un choix.',
    vAProductHasAtMost: 'Un produit a 10 groupes d\u2019options au maximum.',
    vStockMustBeAWhole:
      'Le stock doit être un nombre entier de 0 ou plus, ou vide s\u2019il n\u2019est pas compté.',
    vOpeningHoursUseHHMM:
      'Les horaires d\u2019ouverture s\u2019écrivent HH:MM, et chaque période doit fermer après son ouverture.',
    vOpeningPeriodsOfTheSame:
      'Les périodes d\u2019ouverture d\u2019un même jour ne doivent pas se chevaucher.',
    vUseAColourWrittenAs: 'Utilisez une couleur écrite sous la forme #RRGGBB.',
    vUseAThreeLetterCurrency: 'Utilisez un code de devise à trois lettres tel que EUR ou USD.',
    vTaxRateMustBeBetween:
      'Le taux de taxe doit être compris entre 0 et 10000 points de base (0 à 100 %).',
    vAddressMustBeAtMost: 'L\u2019adresse ne doit pas dépasser 300 caractères.',
    vSlotLengthMustBe5: 'La durée d\u2019un créneau doit être de 5 à 120 minutes.',
    vOrdersPerSlotMustBe: 'Le nombre de commandes par créneau doit aller de 0 (sans limite) à 500.',
    vQuantityMustBeAWhole: 'La quantité doit être un nombre entier de 1 à 999.',
    vAnOrderHoldsAtMost: 'Une commande contient 100 lignes au maximum.',
    vAddAtLeastOneProduct: 'Ajoutez au moins un produit à la commande.',
    vUseARealDay: 'Utilisez un jour qui existe.',
    vUseADayAsYYYY: 'Utilisez un jour au format AAAA-MM-JJ.',
    vEnterAValidPhoneNumber:
      'Saisissez un numéro de téléphone valide (chiffres, espaces, +, -, parenthèses ; 6 à 20 chiffres).',
    vTheOrderKeyMustBe:
      'La clé de commande doit compter de 16 à 100 lettres, chiffres, tirets ou traits de soulignement.',
    vEnterYourName: 'Saisissez votre nom.',
    vEnterAnAmountFrom0:
      'Saisissez un montant de 0 à 10000000 en unités mineures (centimes entiers).',
    vGiveAReasonForThe: 'Indiquez un motif pour le remboursement.',
    vTheReasonMustBeAt: 'Le motif ne doit pas dépasser 500 caractères.',
    vSplitAPaymentAcrossAt: 'Répartissez un paiement en 6 parts au maximum.',
    vAddAtLeastOnePayment: 'Ajoutez au moins un paiement.',
    vABarcodeIs1To: 'Un code-barres compte de 1 à 64 lettres, chiffres ou tirets.',
    vEnterAnAmountOtherThan: 'Saisissez un montant différent de zéro.',
    vGiveAReasonForTaking: 'Indiquez un motif pour l\u2019entrée ou la sortie d\u2019espèces.',
    vProjectNameCannotBeEmpty: 'Le nom du projet ne peut pas être vide.',
    vProjectNameMustBeAt: 'Le nom du projet ne doit pas dépasser 200 caractères.',
    vNothingToChange: 'Rien à modifier.',
    vEnterTheIssuerAsAn:
      'Saisissez l\u2019émetteur sous forme d\u2019adresse https, p. ex. https://login.example.com.',
    vEnterTheClientId: 'Saisissez l\u2019identifiant client.',
    vEnterAtLeastOneE: 'Saisissez au moins un domaine de messagerie.',
    vChooseAColourLike6b7280: 'Choisissez une couleur comme #6b7280.',
    vStatusNameIsRequired: 'Le nom du statut est obligatoire.',
    vStatusNameMustBeAt: 'Le nom du statut ne doit pas dépasser 60 caractères.',
    vLabelNameIsRequired: 'Le nom de l\u2019étiquette est obligatoire.',
    vLabelNameMustBeAt: 'Le nom de l\u2019étiquette ne doit pas dépasser 60 caractères.',
    vACommentMustBeAt2: 'Un commentaire ne doit pas dépasser 20 000 caractères.',
    vChooseAnEmoji: 'Choisissez un emoji.',
    vViewNameIsRequired: 'Le nom de la vue est obligatoire.',
    vViewNameMustBeAt: 'Le nom de la vue ne doit pas dépasser 100 caractères.',
    vTaskTitleIsRequired: 'Le titre de la tâche est obligatoire.',
    vTaskTitleMustBeAt: 'Le titre de la tâche ne doit pas dépasser 500 caractères.',
    vATaskCanHaveAt: 'Une tâche peut avoir 100 responsables au maximum.',
    vATaskCanHaveAt2: 'Une tâche peut avoir 50 étiquettes au maximum.',
    vEstimateMustBeANumber: 'L\u2019estimation doit être un nombre de 0 à 10 000.',
    vChooseAtLeastOneTask: 'Choisissez au moins une tâche.',
    vChooseAtMost500Tasks: 'Choisissez 500 tâches au maximum à la fois.',
    vUseAnIdOrMe: 'Utilisez un identifiant ou me.',
    vEachTaskMayAppearOnly: 'Chaque tâche ne peut apparaître qu\u2019une fois.',
    vEnterThe6DigitCode:
      'Saisissez le code à 6 chiffres de votre application d\u2019authentification.',
    vEnterTheCodeFromYour:
      'Saisissez le code de votre application d\u2019authentification ou un code de récupération.',
    vEnterYourPassword: 'Saisissez votre mot de passe.',
    vUsernameMayContainOnlyLetters:
      'Le nom d\u2019utilisateur ne peut contenir que des lettres, des chiffres, le point, le tiret et le trait de soulignement.',
    vUsernameMustBeAtMost: 'Le nom d\u2019utilisateur ne doit pas dépasser 40 caractères.',
    vUsernameMustBeAtLeast: 'Le nom d\u2019utilisateur doit compter au moins 3 caractères.',
    vPasswordMustBeAtMost: 'Le mot de passe ne doit pas dépasser 200 caractères.',
    vPasswordMustBeAtLeast: 'Le mot de passe doit compter au moins 8 caractères.',
    vEnterYourUsernameOrE: 'Saisissez votre nom d\u2019utilisateur ou votre e-mail.',
    vGiveEitherOrganizationNameToCreate:
      'Indiquez soit organizationName pour créer une organisation, soit organizationId pour en rejoindre une.',
    vEnterYourCurrentPassword: 'Saisissez votre mot de passe actuel.',
    vUseTrueOrFalse: 'Utilisez true ou false.',
    vUseAnIdOrNone: 'Utilisez un identifiant ou none.',
    vUseADateAsYYYY: 'Utilisez une date au format AAAA-MM-JJ.',
    vEnterALatitudeBetween90: 'Saisissez une latitude entre -90 et 90.',
    vEnterALongitudeBetween180: 'Saisissez une longitude entre -180 et 180.',
    vChooseATimeZone: 'Choisissez un fuseau horaire.',
    vKeepAuditEventsAtLeast: 'Conservez les événements d\u2019audit au moins 30 jours.',
    vKeepAuditEventsAtMost: 'Conservez les événements d\u2019audit au plus 3650 jours.',
    sAccountNotFound: 'Compte introuvable.',
    sYouDoNotHavePermission:
      'Vous n\u2019avez pas l\u2019autorisation de connecter des comptes. Demandez à un administrateur l\u2019autorisation des comptes e-mail et agenda.',
    sMissingEmailAccountId: 'Identifiant du compte e-mail manquant.',
    sWorkspaceCalendarBuiltCannotRemoved:
      'L\u2019agenda Workspace est intégré et ne peut pas être supprimé.',
    sOnlyAccountOwnerAdminChange:
      'Seul le propriétaire du compte ou un administrateur peut modifier ce compte.',
    sOnlyAdminShareAccountOrganisation:
      'Seul un administrateur peut partager un compte avec l\u2019organisation.',
    sAccountAlreadyConnected: 'Ce compte est déjà connecté.',
    sNotFound: 'Introuvable.',
    sSignLinkHasExpiredWas:
      'Ce lien de connexion a expiré ou a déjà servi. Recommencez depuis les Paramètres.',
    sProviderDidNotGrantAccess: 'Le fournisseur n\u2019a pas accordé l\u2019accès.',
    sRequestWasNotFound: 'Cette demande est introuvable.',
    sRequestExpiredNothingWasDone:
      'Cette demande a expiré : rien n\u2019a été fait. Redemandez si vous le souhaitez toujours.',
    sTooManyRequestsAssistantPlease:
      'Trop de demandes à l\u2019assistant. Patientez une minute, puis réessayez.',
    sAssistantStillWorkingYourPrevious:
      'L\u2019assistant travaille encore sur votre message précédent dans cette conversation.',
    sConversationNotFound: 'Conversation introuvable.',
    sTokenNotFound: 'Jeton introuvable.',
    sUseValidPersonalAccessToken:
      'Utilisez un jeton d\u2019accès personnel valide (Paramètres → Jetons d\u2019accès IA).',
    sPersonalAccessTokensCannotUse:
      'Les jetons d\u2019accès personnels ne peuvent pas utiliser cette route. Voir /api/openapi.json.',
    sNeedsAiModelAskYour:
      'Cela nécessite un modèle d\u2019IA : demandez à votre administrateur de définir AI_BASE_URL (ainsi que AI_API_KEY et AI_MODEL) sur le serveur vers un point d\u2019accès compatible OpenAI.',
    sStartNotDate: 'start n\u2019est pas une date.',
    sEventWasNotFound: 'Cet événement est introuvable.',
    sEventCannotChangedHere: 'Cet événement ne peut pas être modifié d\u2019ici.',
    sOnlyEventTimeMovedHere: 'Seul un événement avec une heure peut être déplacé ici.',
    sYouHaveNoCalendarAdd: 'Vous n\u2019avez aucun agenda où ajouter.',
    sReminderTimeNotDate: 'L\u2019heure du rappel n\u2019est pas une date.',
    sReminderTimeHasAlreadyPassed: 'L\u2019heure du rappel est déjà passée.',
    sPointSaleNotAvailable: 'Le point de vente n\u2019est pas disponible.',
    sYourOrganisationHasNoPhone:
      'Votre organisation n\u2019a aucun numéro de téléphone depuis lequel envoyer des SMS.',
    sPageAuditLogNoLonger: 'Cette page du journal d\u2019audit n\u2019est plus valide.',
    sInvalidUsernameEMailPassword: 'Nom d\u2019utilisateur, e-mail ou mot de passe incorrect.',
    sAccountHasBeenDeactivatedAsk: 'Ce compte a été désactivé. Contactez un administrateur.',
    sUsernameAlreadyTaken: 'Ce nom d\u2019utilisateur est déjà pris.',
    sAccountEMailAddressAlready: 'Un compte avec cette adresse e-mail existe déjà.',
    sInvitationInvalidUsedExpiredAsk:
      'Cette invitation n\u2019est pas valide, a déjà servi ou a expiré. Demandez-en une nouvelle à un administrateur.',
    sInvitationRequiredJoinOrganization:
      'Une invitation est nécessaire pour rejoindre cette organisation.',
    sResetLinkInvalidUsedExpired:
      'Ce lien de réinitialisation n\u2019est pas valide, a déjà servi ou a expiré. Demandez-en un nouveau.',
    sSignContinue: 'Connectez-vous pour continuer.',
    sReAuthenticationRequired: 'Une nouvelle authentification est nécessaire.',
    sSessionYouAreUsingSign:
      'C\u2019est la session que vous utilisez : quittez-la avec Se déconnecter.',
    sSessionNotOneYoursHas:
      'Cette session n\u2019est pas l\u2019une des vôtres, ou elle est déjà terminée.',
    sOnlyAdminChangeSingleSign:
      'Seul un administrateur peut modifier l\u2019authentification unique.',
    sEnterClientSecret: 'Saisissez le secret client.',
    sYourOrganisationRequiresTwoFactor:
      'Votre organisation exige la connexion à deux facteurs. Configurez-la pour continuer.',
    sSignStepHasExpiredSign: 'Cette étape de connexion a expiré. Reconnectez-vous.',
    sTwoFactorSignAuthenticatorApp:
      'La connexion à deux facteurs par application d\u2019authentification est déjà activée.',
    sStartSetUpAgainScan: 'Recommencez la configuration : scannez le nouveau code QR.',
    sCodeNotRightWasUsed: 'Ce code n\u2019est pas correct, ou il a déjà servi.',
    sTwoFactorSignAuthenticatorApp2:
      'La connexion à deux facteurs par application d\u2019authentification n\u2019est pas activée.',
    sPasswordNotRight: 'Le mot de passe n\u2019est pas correct.',
    sPasskeyCouldNotCheckedTry: 'La clé d\u2019accès n\u2019a pas pu être vérifiée. Réessayez.',
    sPasskeyNotOneYours: 'Cette clé d\u2019accès n\u2019est pas l\u2019une des vôtres.',
    sCalendarFeedNotFound: 'Flux d\u2019agenda introuvable.',
    sSelectSpecificCalendarAccountBefore:
      'Sélectionnez un compte d\u2019agenda précis avant de créer un événement.',
    sCalendarProviderNotAnsweringTry:
      'Le fournisseur d\u2019agenda ne répond pas. Réessayez dans un instant.',
    sYouNeedCalendarEditPermission:
      'Vous avez besoin de l\u2019autorisation calendar:edit pour modifier des événements.',
    sCalendarAccountNotFound: 'Compte d\u2019agenda introuvable.',
    sAccountHasNoCalendar: 'Ce compte n\u2019a pas d\u2019agenda.',
    sEndMustNotBeforeStart: 'La fin ne doit pas précéder le début.',
    sAskMost400DaysTime: 'Demandez au plus 400 jours à la fois.',
    sCalendarChangeOneEventWhole:
      'Cet agenda peut modifier un événement ou toute la série, mais pas celui-ci et les suivants.',
    sInvitationsSentBuiltCalendarOnly:
      'Les invitations ne peuvent être envoyées que depuis l\u2019agenda intégré.',
    sCalendarNotFound: 'Agenda introuvable.',
    sOnlyAdministratorsAddChangeDelete:
      'Seuls les administrateurs peuvent ajouter, modifier ou supprimer des agendas partagés.',
    sPrivateCalendarCannotDeleted: 'Un agenda privé ne peut pas être supprimé.',
    sEventsOnlyMoveAnotherShared:
      'Les événements ne peuvent passer que dans un autre agenda partagé.',
    sDatesMustBetweenYears1900: 'Les dates doivent être comprises entre les années 1900 et 2999.',
    sAskMost31DaysBusy: 'Demandez au plus 31 jours de disponibilités à la fois.',
    sMemberNotYourOrganisation: 'Ce membre ne fait pas partie de votre organisation.',
    sTooManyAnswersHereTry: 'Trop de réponses depuis cet endroit. Réessayez dans une minute.',
    sYouAreNotInvitedEvent: 'Vous n\u2019êtes pas invité à cet événement.',
    sInvitationNoLongerValid: 'Cette invitation n\u2019est plus valide.',
    sOnlyPersonWhoAddedPrivate:
      'Seule la personne qui a ajouté cet événement privé peut le modifier.',
    sSimulationWorksOnlyBuiltLoopback:
      'La simulation ne fonctionne qu\u2019avec le fournisseur loopback intégré.',
    sTooManyCallsMessagesPlease:
      'Trop d\u2019appels ou de messages. Patientez une minute, puis réessayez.',
    sCallNotFound: 'Appel introuvable.',
    sMediaNotFoundUploadFirst:
      'Média introuvable : téléversez-le d\u2019abord (POST /calls/media).',
    sMediaMustMost5Mb: 'Les médias ne doivent pas dépasser 5 Mo au total.',
    sSendAsMultipartFormData: 'Envoyez ceci en multipart/form-data.',
    sFileNotFound: 'Fichier introuvable.',
    sSendRecordingAsMultipartField: 'Envoyez l\u2019enregistrement dans le champ multipart audio.',
    sChooseFileUpload: 'Choisissez un fichier à téléverser.',
    sTelephonyProviderRefusedAccountSid:
      'Le fournisseur de téléphonie a refusé le SID du compte ou le jeton d\u2019authentification.',
    sTelephonyProviderCouldNotReached: 'Le fournisseur de téléphonie est injoignable.',
    sAddYourOwnPhoneNumber:
      'Ajoutez votre propre numéro de téléphone à votre profil : Twilio l\u2019appelle d\u2019abord, puis met en relation avec l\u2019autre personne.',
    sCallNoLongerRinging: 'Cet appel ne sonne plus.',
    sCallHasAlreadyEnded: 'Cet appel est déjà terminé.',
    sMessageNotFound: 'Message introuvable.',
    sOnlyAdminChangeTelephonySettings:
      'Seul un administrateur peut modifier les paramètres de téléphonie.',
    sTwilioNotConfiguredSetAccount:
      'Twilio n\u2019est pas configuré : saisissez le SID du compte et le jeton d\u2019authentification dans les Paramètres, ou TWILIO_ACCOUNT_SID et TWILIO_AUTH_TOKEN.',
    sPhoneNumberNotFound: 'Numéro de téléphone introuvable.',
    sChooseMembersOrganisationWhoMay:
      'Choisissez les membres de l\u2019organisation qui peuvent utiliser les appels.',
    sPhoneNumberAlreadyUse: 'Ce numéro de téléphone est déjà utilisé.',
    sCallSendOnlyOneOrganisation:
      'Appelez et envoyez uniquement depuis l\u2019un des numéros de l\u2019organisation (Paramètres).',
    sOrganisationHasNoPhoneNumber:
      'L\u2019organisation n\u2019a pas encore de numéro de téléphone : un administrateur en ajoute un dans les Paramètres.',
    sRecordingMustMost25Mb: 'L\u2019enregistrement ne doit pas dépasser 25 Mo.',
    sSendRecordingAsMp3Mp4:
      'Envoyez l\u2019enregistrement en mp3, mp4, m4a, wav, webm, ogg ou flac.',
    sTranscriptionFailed: 'La transcription a échoué.',
    sCallsBrowserNeedTwimlApp:
      'Les appels dans le navigateur nécessitent un SID d\u2019application TwiML, un SID de clé API et son secret dans les Paramètres.',
    sCallNotProgress: 'Cet appel n\u2019est pas en cours.',
    sCallNotHold: 'Cet appel n\u2019est pas en attente.',
    sTransferOnlyAnotherMemberOrganisation:
      'Transférez uniquement à un autre membre de l\u2019organisation qui peut utiliser les appels.',
    sMemberHasNoPhoneNumber:
      'Ce membre n\u2019a pas de numéro de téléphone personnel dans son profil pour prendre l\u2019appel.',
    sRecordingNotFound: 'Enregistrement introuvable.',
    sRecordingCouldNotFetchedTelephony:
      'L\u2019enregistrement n\u2019a pas pu être récupéré auprès du fournisseur de téléphonie.',
    sInvalidWebhookSignature: 'Signature de webhook non valide.',
    sCategoryNameAlreadyExists: 'Une catégorie portant ce nom existe déjà.',
    sCategoryNotFound: 'Catégorie introuvable.',
    sDirectMessageNotFound: 'Message direct introuvable.',
    sChooseLeastOneMember: 'Choisissez au moins un membre.',
    sDirectMessageHasMost8: 'Un message direct compte au plus 8 membres, vous compris.',
    sMemberNotFound: 'Membre introuvable.',
    sChatRoomNotFound: 'Salon de discussion introuvable.',
    sThreadNotFound: 'Fil introuvable.',
    sDirectMessageCannotRenamedArchived: 'Un message direct ne peut être ni renommé ni archivé.',
    sRoomArchived: 'Ce salon est archivé.',
    sDirectMessageHasOneConversation:
      'Un message direct n\u2019a qu\u2019une conversation ; il n\u2019accepte pas de nouveaux fils.',
    sWriteMessageAttachFile: 'Écrivez un message ou joignez un fichier.',
    sThreadDoesNotBelongRoom: 'Ce fil n\u2019appartient pas à ce salon.',
    sOnlySenderEditMessage: 'Seul l\u2019expéditeur peut modifier ce message.',
    sOnlyAdminPinUnpinMessages: 'Seul un administrateur peut épingler ou désépingler des messages.',
    sOnlySenderAdminMarkMessage:
      'Seul l\u2019expéditeur ou un administrateur peut marquer ce message comme important.',
    sOnlySenderAdminDeleteMessage:
      'Seul l\u2019expéditeur ou un administrateur peut supprimer ce message.',
    sMessageNotImportantAnnouncement: 'Ce message n\u2019est pas une annonce importante.',
    sCallHasEnded: 'Cet appel est terminé.',
    sCallRequestNotValid: 'Cette demande d\u2019appel n\u2019est pas valide.',
    sYouCannotCallYourself: 'Vous ne pouvez pas vous appeler vous-même.',
    sTooManyCallsShortTime:
      'Trop d\u2019appels en peu de temps. Patientez une minute, puis réessayez.',
    sColleagueNotFound: 'Collègue introuvable.',
    sFileNeitherVcardStartsBegin:
      'Ce fichier n\u2019est ni une vCard (qui commence par BEGIN:VCARD) ni un fichier CSV avec une ligne d\u2019en-tête.',
    sFileHoldsNoContacts: 'Le fichier ne contient aucun contact.',
    sImportFileHoldsMost5000:
      'Un fichier d\u2019import contient au plus 5000 contacts : découpez-le en fichiers plus petits.',
    sContactCannotMergedItself: 'Un contact ne peut pas être fusionné avec lui-même.',
    sSharedContactOnlyMergedInto:
      'Un contact partagé ne peut être fusionné que dans un contact partagé : partagez d\u2019abord celui-ci.',
    sContactHasMost20Phone: 'Un contact a au plus 20 numéros de téléphone.',
    sContactHasMost20E: 'Un contact a au plus 20 adresses e-mail.',
    sContactHasMost30Tags: 'Un contact a au plus 30 étiquettes.',
    sImportFileMustMost5: 'Un fichier d\u2019import ne doit pas dépasser 5 Mo.',
    sChooseVcardVcfCsvFile: 'Choisissez un fichier vCard (.vcf) ou CSV à importer.',
    sContactNotFound: 'Contact introuvable.',
    sOnlyContactSOwnerChange: 'Seul le propriétaire du contact peut changer qui le voit.',
    sAddLeastOneRecipient: 'Ajoutez au moins un destinataire.',
    sMessageHaveMost100Recipients: 'Un message peut avoir au plus 100 destinataires.',
    sAttachmentNotFound: 'Pièce jointe introuvable.',
    sRemoteImagesMessageAreNot: 'Les images distantes de ce message ne sont pas autorisées.',
    sImageCouldNotLoaded: 'L\u2019image n\u2019a pas pu être chargée.',
    sMissingEmailId: 'Identifiant de l\u2019e-mail manquant.',
    sAttachmentsMost25MbTogether: 'Les pièces jointes ne doivent pas dépasser 25 Mo au total.',
    sEmailNotFound: 'E-mail introuvable.',
    sDraftNotFound: 'Brouillon introuvable.',
    sMailServerCouldNotReached: 'Le serveur de messagerie est injoignable. Réessayez plus tard.',
    sPageLinkNoLongerValid: 'Ce lien de page n\u2019est plus valide. Rechargez la liste.',
    sFieldMessageNotValidJson: 'Le champ message n\u2019est pas du JSON valide.',
    sAccountHasNoMailbox: 'Ce compte n\u2019a pas de boîte aux lettres.',
    sFolderNotFound: 'Dossier introuvable.',
    sMessageWasAlreadySentCancelled: 'Ce message a déjà été envoyé ou annulé.',
    sChooseTimeFuture: 'Choisissez une heure dans le futur.',
    sMessagesScheduledMost366Days:
      'Les messages peuvent être programmés au plus 366 jours à l\u2019avance.',
    sTooLateUndoMessageAlready: 'Trop tard pour annuler : le message est déjà en route.',
    sDocumentNotFound: 'Document introuvable.',
    sCommentNotFound: 'Commentaire introuvable.',
    sYouReadCommentsButNot:
      'Vous pouvez lire les commentaires mais pas en écrire : demandez à un administrateur l\u2019autorisation « documents:edit ».',
    sCommentAlreadyExists: 'Ce commentaire existe déjà.',
    sReplyNotFound: 'Réponse introuvable.',
    sOnlyAuthorAdministratorDeleteComment:
      'Seul son auteur ou un administrateur peut supprimer ce commentaire.',
    sOnlyAuthorChangeComment: 'Seul son auteur peut modifier ce commentaire.',
    sCommentItselfDeleteWholeComment:
      'C\u2019est le commentaire lui-même : supprimez plutôt tout le commentaire.',
    sYouAlreadyHave6Exports:
      'Vous avez déjà 6 exports en attente. Réessayez quand ils seront terminés.',
    sPdfExportNeedsChromiumInstall:
      'L\u2019export PDF nécessite Chromium : installez le paquet chromium (apt-get install chromium) ou définissez CHROMIUM_PATH.',
    sExportCouldNotProducedTry: 'L\u2019export n\u2019a pas pu être produit. Réessayez.',
    sTooManyUploadsShortTime:
      'Trop de téléversements en peu de temps. Patientez une minute, puis réessayez.',
    sChooseLeastOneFileUpload: 'Choisissez au moins un fichier à téléverser.',
    sFileNotFolder: 'C\u2019est un fichier, pas un dossier.',
    sYouViewDocumentsButNot:
      'Vous pouvez consulter les documents mais pas les modifier : demandez à un administrateur l\u2019autorisation « documents:edit ».',
    sOnlyAdministratorsDeleteItemsTrash:
      'Seuls les administrateurs peuvent supprimer définitivement des éléments de la Corbeille.',
    sOnlyDocumentsHtmlOpenedEditor:
      'Seuls les documents (.html) peuvent être ouverts dans l\u2019éditeur.',
    sFolderCannotMovedIntoItself: 'Un dossier ne peut pas être déplacé dans lui-même.',
    sItemNotFoundTrash: 'Élément introuvable dans la corbeille.',
    sVersionNotFound: 'Version introuvable.',
    sProjectNotFound: 'Projet introuvable.',
    sNoteNotFound: 'Note introuvable.',
    sOnlyAuthorEditNote: 'Seul l\u2019auteur peut modifier cette note.',
    sOnlyAuthorAdminDeleteNote:
      'Seul l\u2019auteur ou un administrateur peut supprimer cette note.',
    sBrowserAlreadyReceivesNotificationsAnother:
      'Ce navigateur reçoit déjà les notifications d\u2019un autre compte.',
    sOnlyAdminInviteAdmin: 'Seul un administrateur peut inviter un administrateur.',
    sOnlyAdminRevokeReplaceAdmin:
      'Seul un administrateur peut révoquer ou remplacer l\u2019invitation d\u2019un administrateur.',
    sUserEMailAddressAlready: 'Un utilisateur avec cette adresse e-mail existe déjà.',
    sInvitationNotFound: 'Invitation introuvable.',
    sCategoryNameAlreadyExists2: 'Une catégorie portant ce nom existe déjà.',
    sProductNotFound: 'Produit introuvable.',
    sShopDoesNotExist: 'Cette boutique n\u2019existe pas.',
    sTooManyReceiptsSentPlease: 'Trop de tickets envoyés. Patientez une minute, puis réessayez.',
    sOnlyCashTenderedAboveAmount: 'Seules les espèces peuvent être remises au-delà du montant.',
    sOpenCashDrawerFirst: 'Ouvrez d\u2019abord la caisse.',
    sRefundCannotChanged: 'Un remboursement ne peut pas être modifié.',
    sOrderAlreadyPaid: 'Cette commande est déjà payée.',
    sCancelledOrderCannotPaid: 'Une commande annulée ne peut pas être payée.',
    sRefundCannotRefunded: 'Un remboursement ne peut pas être remboursé.',
    sCancelledOrderCannotRefunded: 'Une commande annulée ne peut pas être remboursée.',
    sOnlyPaidOrderRefunded: 'Seule une commande payée peut être remboursée.',
    sLineNotOrder: 'Cette ligne ne figure pas sur cette commande.',
    sEverythingOrderHasAlreadyBeen: 'Tout ce qui figure sur cette commande a déjà été remboursé.',
    sEnterEMailAddressReceipt: 'Saisissez une adresse e-mail pour le ticket.',
    sAnotherProductAlreadyHasBarcode: 'Un autre produit a déjà ce code-barres.',
    sCashDrawerAlreadyOpenClose: 'La caisse est déjà ouverte. Fermez-la d\u2019abord.',
    sChooseFirstDayBeforeLast:
      'Choisissez un premier jour au plus tard le dernier jour, à au plus 366 jours d\u2019écart.',
    sOrderNotFound: 'Commande introuvable.',
    sImageMustMost5Mb: 'L\u2019image ne doit pas dépasser 5 Mo.',
    sUseJpegPngWebpGif: 'Utilisez une image JPEG, PNG, WebP ou GIF.',
    sPickupTimeFullPleaseChoose: 'Ce créneau de retrait est complet. Veuillez en choisir un autre.',
    sChooseHowOrderWasPaid: 'Choisissez comment la commande a été payée.',
    sOrderPaidRefundInsteadCancelling:
      'Cette commande est payée : remboursez-la au lieu de l\u2019annuler.',
    sOrderHasAlreadyBeenRefunded: 'Cette commande a déjà été remboursée.',
    sTooManyOrdersYourAddress:
      'Trop de commandes depuis votre adresse. Patientez une minute, puis réessayez.',
    sShopNotTakingOnlineOrders: 'La boutique ne prend pas de commandes en ligne pour le moment.',
    sChooseOnePickupTimesOffered: 'Choisissez l\u2019un des créneaux de retrait proposés.',
    sChooseImageUpload: 'Choisissez une image à téléverser.',
    sProjectNameAlreadyExists: 'Un projet portant ce nom existe déjà.',
    sTaskNotFound: 'Tâche introuvable.',
    sPageHistoryNoLongerValid: 'Cette page de l\u2019historique n\u2019est plus valide.',
    sChooseLeastOneFileAttach: 'Choisissez au moins un fichier à joindre.',
    sTaskHaveMost50Attachments:
      'Une tâche peut avoir au plus 50 pièces jointes. Supprimez-en une pour en ajouter une autre.',
    sOnlyPersonWhoAttachedFile:
      'Seule la personne qui a joint ce fichier ou un administrateur peut le supprimer.',
    sWriteSomethingBeforeYouSend: 'Écrivez quelque chose avant d\u2019envoyer le commentaire.',
    sPageCommentsNoLongerValid: 'Cette page de commentaires n\u2019est plus valide.',
    sOnlyAuthorAdminDeleteComment:
      'Seul son auteur ou un administrateur peut supprimer ce commentaire.',
    sAssigneesMustActiveMembersYour:
      'Les responsables doivent être des membres actifs de votre organisation.',
    sTaskCannotDependItself: 'Une tâche ne peut pas dépendre d\u2019elle-même.',
    sDependencyNotFound: 'Dépendance introuvable.',
    sTaskCannotDependCompletedTask: 'Une tâche ne peut pas dépendre d\u2019une tâche terminée.',
    sTaskCannotDependTaskDepends:
      'Une tâche ne peut pas dépendre d\u2019une tâche qui dépend d\u2019elle.',
    sLabelsMustLabelsYourOrganization:
      'Les étiquettes doivent être des étiquettes de votre organisation.',
    sTaskCannotOwnParent: 'Une tâche ne peut pas être son propre parent.',
    sParentTaskNotFound: 'Tâche parente introuvable.',
    sTaskCannotSubTaskOne:
      'Une tâche ne peut pas être la sous-tâche de l\u2019une de ses propres sous-tâches.',
    sLabelNotFound: 'Étiquette introuvable.',
    sLabelNameAlreadyExists: 'Une étiquette portant ce nom existe déjà.',
    sOnlyAdminMemberWhoCreated:
      'Seul un administrateur ou le membre qui a créé une étiquette peut la modifier ou la supprimer.',
    sStatusNotFound: 'Statut introuvable.',
    sDueDateCannotBeforeStart: 'L\u2019échéance ne peut pas précéder la date de début.',
    sKeepLeastOneOpenStatus:
      'Gardez au moins un statut ouvert (de type Backlog, Non commencé ou Commencé).',
    sKeepLeastOneStatusType: 'Gardez au moins un statut de type Terminé.',
    sOnlyAdminChangeWorkflow: 'Seul un administrateur peut modifier le flux de travail.',
    sStatusNameAlreadyExists: 'Un statut portant ce nom existe déjà.',
    sListEveryStatusExactlyOnce: 'Listez chaque statut exactement une fois pour les réordonner.',
    sTasksCannotMoveStatusBeing:
      'Ses tâches ne peuvent pas passer au statut en cours de suppression.',
    sChooseStatusTasksMove: 'Choisissez le statut vers lequel ses tâches passent.',
    sViewNotFound: 'Vue introuvable.',
    sYouSaveMost100Views: 'Vous pouvez enregistrer au plus 100 vues.',
    sOnlyMemberWhoSavedView: 'Seul le membre qui a enregistré cette vue peut la modifier.',
    sUserNotFound: 'Utilisateur introuvable.',
    sCurrentPasswordWrong: 'Le mot de passe actuel est incorrect.',
    sYouCannotChangeYourOwn: 'Vous ne pouvez pas changer votre propre rôle ni vous désactiver.',
    sOrganizationNeedsLeastOneActive:
      'Une organisation a besoin d\u2019au moins un administrateur actif.',
    sEndDateMustNotBefore: 'La date de fin ne doit pas précéder la date de début.',
    sAskMost31DaysWeather: 'Demandez au plus 31 jours de météo à la fois.',
    sOnlyAdminChangeWeatherLocation: 'Seul un administrateur peut modifier le lieu de la météo.',
    sSigningUnavailableMomentSharedStore:
      'La connexion est momentanément indisponible : le stockage partagé est injoignable. Réessayez sous peu.',
    sAddressNotValidUrl: 'L\u2019adresse n\u2019est pas une URL valide.',
    sRequestBodyNotValidJson: 'Le corps de la requête n\u2019est pas du JSON valide.',
    sRequestBodyEmpty: 'Le corps de la requête est vide.',
    sContentLengthDoesNotMatch: 'Le Content-Length ne correspond pas au corps.',
    sRequestBodyTooLarge: 'Le corps de la requête est trop volumineux.',
    sUnsupportedContentTypeSendJson: 'Type de contenu non pris en charge ; envoyez du JSON.',
    sTooManyFilesOneRequest: 'Trop de fichiers dans une requête.',
    sTooManyFieldsOneRequest: 'Trop de champs dans une requête.',
    sTooManyPartsOneRequest: 'Trop de parties dans une requête.',
    sFileTooLarge: 'Un fichier est trop volumineux.',
    sFieldNameNotAllowed: 'Un nom de champ n\u2019est pas autorisé.',
    sFieldNotValidJson: 'Un champ n\u2019est pas du JSON valide.',
    sMultipartBodyEndedTooEarly: 'Le corps multipart s\u2019est terminé trop tôt.',
    sRecordAlreadyExists: 'Cet enregistrement existe déjà.',
    sRequiredValueMissing: 'Une valeur obligatoire manque.',
    sReferencedRecordDoesNotExist: 'Un enregistrement référencé n\u2019existe pas.',
    sValueNotAllowed: 'Une valeur n\u2019est pas autorisée.',
    sValueTooLong: 'Une valeur est trop longue.',
    sNumberOutRange: 'Un nombre est hors limites.',
    sTextContainsCharacterCannotStored:
      'Le texte contient un caractère qui ne peut pas être enregistré.',
    sValueHasWrongFormat: 'Une valeur n\u2019a pas le bon format.',
    sSharedServiceRedisCannotReached:
      'Un service partagé (Redis) est injoignable. Réessayez dans un instant.',
    sMultipartBodyMalformed: 'Le corps multipart est mal formé.',
    sRequestCameAnotherSiteWas:
      'Cette requête venait d\u2019un autre site et a été refusée. Ouvrez Worksphere à sa propre adresse et réessayez.',
    sNoPermission: 'Vous n\u2019avez pas l\u2019autorisation de faire cela.',
  },
};
