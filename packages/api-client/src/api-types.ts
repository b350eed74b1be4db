/**
 * The API's types, generated from its OpenAPI document (/api/openapi.json) by openapi-typescript.
 * Do not edit: apps/api/test/platform/api-client.test.ts compares this file with what the current
 * document generates, and writes it again when run with UPDATE_API_CLIENT=1.
 */
export interface paths {
    "/api/admin/agencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Program administrators by name, found by name or state, with their contact for expert requests */
        get: operations["getAdminAgencies"];
        put?: never;
        /** Add a program administrator; the catalogue’s files never change one made here */
        post: operations["postAdminAgencies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/agencies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a program administrator, its contact address for expert requests included; the catalogue’s next import then leaves it as changed here */
        patch: operations["patchAdminAgenciesById"];
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What admins changed, the latest first */
        get: operations["getAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every booked call, filtered by program, professional, status and New York dates
         * @description With `format=csv`, every matching row as a CSV download (text/csv) instead of a page of JSON.
         */
        get: operations["getAdminBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content-drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The blog’s and docs’ Markdown drafts, each with its preview link */
        get: operations["getAdminContentDrafts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/expert-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Buyers’ requests for an expert, the newest first */
        get: operations["getAdminExpertRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/expert-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set where the operators are with an expert request (new, contacted, closed) and their note */
        patch: operations["patchAdminExpertRequestsById"];
        trace?: never;
    };
    "/api/admin/income-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The counties of a state with the tables that hold income limits for them, and HUD’s latest median */
        get: operations["getAdminIncomeLimits"];
        put?: never;
        /**
         * Check HUD’s yearly income limits file against the stored year, then import it
         * @description The body is the file as CSV (`text/csv`) or a `multipart/form-data` form with the file as `file`. With `step=check` (the default) the answer says what an import would change: counties new, changed and removed, and the rows refused or left out with their line numbers; nothing changes. With `step=import` the fiscal year’s HUD limits become the file’s in one transaction, unless a row is refused.
         */
        post: operations["postAdminIncomeLimits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/income-limits/{county_fips}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every income limit and median stored for a county, by table, year and household size */
        get: operations["getAdminIncomeLimitsByCountyFips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/professionals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Professionals, active or not, found by name, email or company: programs, calendars connected, calls to come */
        get: operations["getAdminProfessionals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/professionals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a professional’s names, kind, company or programs, or deactivate them (409 while calls are booked with them, unless `cancel_future_calls` with a `note` to each buyer) */
        patch: operations["patchAdminProfessionalsById"];
        trace?: never;
    };
    "/api/admin/professionals/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a professional by email: their account and directory entry, and a mailed link to choose a password (409 when the email has an account) */
        post: operations["postAdminProfessionalsInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The program catalogue, searched and filtered, with the programs not reviewed for a given number of days or whose sources are weak or old */
        get: operations["getAdminPrograms"];
        put?: never;
        /** Create a program, written as its catalogue file writes it; a draft unless said otherwise */
        post: operations["postAdminPrograms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/programs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One program as the console edits it, whatever its status */
        get: operations["getAdminProgramsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a program, where it is offered, or its status (publish, pause) */
        patch: operations["patchAdminProgramsById"];
        trace?: never;
    };
    "/api/admin/programs/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What the eligibility engine says of the program for sample households, as stored and with a change; nothing is saved */
        post: operations["postAdminProgramsByIdPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/programs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The catalogue as its files (content/programs), drafts left out: what operators commit */
        get: operations["getAdminProgramsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/programs/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import catalogue files as the start-up import does: programs edited in the console are kept, and any problem refuses them all */
        post: operations["postAdminProgramsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Newsletter subscribers, unsubscribed ones included
         * @description With `format=csv`, every matching row as a CSV download (text/csv) instead of a page of JSON.
         */
        get: operations["getAdminSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts found by email or name, role and lock, the newest first */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an account’s role, or lock it (its sessions end, it cannot sign in) and unlock it */
        patch: operations["patchAdminUsersById"];
        trace?: never;
    };
    "/api/admin/users/{id}/reset-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the account’s owner a link to choose a new password */
        post: operations["postAdminUsersByIdResetLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's calls, newest first */
        get: operations["listCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your calls */
        get: operations["getAppointmentById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/{id}/invitation.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calendar invitation of one of your calls */
        get: operations["getAppointmentByIdInvitationIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/{id}/proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The time the professional proposes for one of your calls, or null */
        get: operations["getAppointmentByIdProposal"];
        /** Accept the professional's proposed time (the call moves; 409 when taken) or keep the call's time */
        put: operations["putAppointmentByIdProposal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel one of your calls; the slot is free at once */
        put: operations["cancelCall"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The starts already booked with a professional on a day */
        get: operations["getAppointmentCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each day of a month with a professional: whether a time is free, and how many, as the slot list says */
        get: operations["getAppointmentDays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/email-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask a program's administrator for an expert */
        post: operations["postAppointmentEmailRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/get-refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which calendars are connected, and until when the current access lasts (never a token) */
        get: operations["getCalendarAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move one of your future calls to another time (409 when another buyer has it); both sides are told */
        put: operations["rescheduleCall"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/send-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write to the other person of one of your calls (and no one else) */
        post: operations["postAppointmentSendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 27 slots of a day with a professional, in New York time, and why each disabled one is */
        get: operations["getAppointmentSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointment/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book a slot (201); 409 when another buyer took it first; honours Idempotency-Key */
        post: operations["bookCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/{provider}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start signing in, or connecting a calendar, at Google or Microsoft */
        get: operations["getAuthByProviderStart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider sign-in waiting in this browser for its email to be proved with our code */
        get: operations["getAuthConfirmation"];
        put?: never;
        /** Prove the email of a provider sign-in with the code we mailed it: signs in to that email’s account, or a new one */
        post: operations["postAuthConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/one-tap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A nonce for Google One Tap, which the credential must carry */
        get: operations["getAuthGoogleOneTap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options to sign in with a passkey */
        post: operations["postAuthPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with the passkey your device used */
        post: operations["postAuthPasskeyVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change (or set a first) password; other sessions end */
        post: operations["postAuthPasswordChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which sign-in methods and which bot check this installation offers */
        get: operations["getAuthProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bot-check/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An ALTCHA proof-of-work challenge, when that is the bot check in use */
        get: operations["getBotCheckChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your connected calendars */
        get: operations["getCalendars"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendars/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disconnect a calendar: its tokens are deleted */
        delete: operations["deleteCalendarsByProvider"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/call-link/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The call a link of its email is for, and the proposed time it answers
         * @description The token of the email's link goes in the `call-link` header. An unknown link, or one for another call or purpose, is 404; one used, expired, or for a call cancelled or moved since, is 410 with what happened.
         */
        get: operations["getCallLinkById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/call-link/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel the call with its Cancel link, which is then used up
         * @description The token of the email's link goes in the `call-link` header. An unknown link, or one for another call or purpose, is 404; one used, expired, or for a call cancelled or moved since, is 410 with what happened.
         */
        put: operations["putCallLinkByIdCancel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/call-link/{id}/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each day of a month with the call's professional, for a Reschedule link
         * @description The token of the email's link goes in the `call-link` header. An unknown link, or one for another call or purpose, is 404; one used, expired, or for a call cancelled or moved since, is 410 with what happened.
         */
        get: operations["getCallLinkByIdDays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/call-link/{id}/proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accept the professional's proposed time (the call moves; 409 when taken) or keep the call's time
         * @description The token of the email's link goes in the `call-link` header. An unknown link, or one for another call or purpose, is 404; one used, expired, or for a call cancelled or moved since, is 410 with what happened.
         */
        put: operations["putCallLinkByIdProposal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/call-link/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move the call to another time with its Reschedule link, which is then used up (409 when taken)
         * @description The token of the email's link goes in the `call-link` header. An unknown link, or one for another call or purpose, is 404; one used, expired, or for a call cancelled or moved since, is 410 with what happened.
         */
        put: operations["putCallLinkByIdReschedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/call-link/{id}/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The slots of a day with the call's professional, for a Reschedule link
         * @description The token of the email's link goes in the `call-link` header. An unknown link, or one for another call or purpose, is 404; one used, expired, or for a call cancelled or moved since, is 410 with what happened.
         */
        get: operations["getCallLinkByIdSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/{collection}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Blog posts or docs pages: where, sort, only, without, limit, skip, first, count, surround, locale */
        get: operations["getContentByCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The starred chips, the latest first */
        get: operations["getFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites/{program_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Star a chip (again is harmless) */
        put: operations["putFavoritesByProgramId"];
        post?: never;
        /** Unstar a chip (again is harmless) */
        delete: operations["deleteFavoritesByProgramId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness, by its older name (same as /health/ready)
         * @description 200 when the database answers (checked at most once a second), has every migration of this version, and the process is not stopping; 503 with a message saying which otherwise. Wire a load balancer's health check here.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers
         * @description Always 200 while the process answers; asks nothing of the database. Restart the process when it fails.
         */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the process may be sent requests
         * @description 200 when the database answers (checked at most once a second), has every migration of this version, and the process is not stopping; 503 with a message saying which otherwise. Wire a load balancer's health check here.
         */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home-team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home team: lender, housing counselor and agent, each with your booked calls */
        get: operations["getHomeTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home-team/{role}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose the professional for a role (of that kind), replacing the one before */
        put: operations["putHomeTeamByRole"];
        post?: never;
        /** Leave a role empty (again is harmless) */
        delete: operations["deleteHomeTeamByRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of our stored images, resized to a breakpoint width, as WebP */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose the first password with the invitation link, and sign in */
        post: operations["postInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Who a professional’s invitation is for; 410 with the reason when the link is used or expired
         * @description A POST, so that the link’s token stays out of addresses and their logs; it changes nothing.
         */
        post: operations["postInvitationsOpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/microsoft.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The guests of one of your calls */
        get: operations["listCallGuests"];
        put?: never;
        /** Add a guest to one of your future calls (at most 3): they get the invitation by email */
        post: operations["addCallGuest"];
        /** Remove a guest from one of your future calls: they get a cancellation by email */
        delete: operations["removeCallGuest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-pals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The participating lenders of your wallet's programs, those in your state first */
        get: operations["listWalletLenders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an email address to the newsletter */
        post: operations["postNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribe with the token from a newsletter email */
        post: operations["postNewsletterUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your passkeys */
        get: operations["getPasskeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of your passkeys */
        delete: operations["deletePasskeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the emailed link */
        post: operations["postPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password reset link */
        post: operations["postPasswordVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pro/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your API keys not revoked, with their scopes and last use (never the keys themselves) */
        get: operations["getProApiKeys"];
        put?: never;
        /** Create an API key (201): the answer holds the whole key, which is never shown again */
        post: operations["postProApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pro/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key (204): the next call made with it is refused */
        delete: operations["deleteProApiKeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pro/api-keys/{id}/widget-origins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the sites whose pages may show the key's widget (none turns the widget off) */
        put: operations["putProApiKeysByIdWidgetOrigins"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pro/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Calls booked with you: upcoming, past, or cancelled
         * @description Also open to an API key of yours with the scope calls:read, sent as the bearer token.
         */
        get: operations["getProAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pro/appointments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A call booked with you, with its buyer: photo, phone, note and what they may get from the program
         * @description Only a call booked with the signed-in professional is answered; any other is 404, and its buyer stays unread. The program's outlook is the wallet wizard's, from the buyer's saved answers.
         */
        get: operations["getProAppointmentsById"];
        /** Cancel a call with a note, or mark it completed or no-show */
        put: operations["putProAppointmentsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pro/appointments/{id}/proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The time you proposed for a call, while the buyer has not answered, or null */
        get: operations["getProAppointmentsByIdProposal"];
        put?: never;
        /** Propose another time for a call (201): the buyer is mailed a link that accepts it with one click */
        post: operations["postProAppointmentsByIdProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pro/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your weekly hours and days off
         * @description Also open to an API key of yours with the scope availability:write, sent as the bearer token.
         */
        get: operations["getProAvailability"];
        /**
         * Replace your weekly hours and days off
         * @description Also open to an API key of yours with the scope availability:write, sent as the bearer token.
         */
        put: operations["putProAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pro/directory-entry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your entry in the directory buyers browse */
        get: operations["getProDirectoryEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change your company, NMLS id, bio, states served or languages */
        patch: operations["patchProDirectoryEntry"];
        trace?: never;
    };
    "/api/pro/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The buyers who asked to talk to you through your widget, newest first (the latest 200)
         * @description Also open to an API key of yours with the scope leads:read, sent as the bearer token.
         */
        get: operations["getProLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pro/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your webhook endpoints, with the events each receives (never their secrets)
         * @description Also open to an API key of yours with the scope webhooks:manage, sent as the bearer token.
         */
        get: operations["getProWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint (201): the answer holds its signing secret, which is never shown again
         * @description Also open to an API key of yours with the scope webhooks:manage, sent as the bearer token.
         */
        post: operations["postProWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pro/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint (204), with its deliveries
         * @description Also open to an API key of yours with the scope webhooks:manage, sent as the bearer token.
         */
        delete: operations["deleteProWebhooksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pro/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest 50 deliveries to an endpoint: status, attempts, last answer, next attempt
         * @description Also open to an API key of yours with the scope webhooks:manage, sent as the bearer token.
         */
        get: operations["getProWebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pro/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again (202), with the same webhook-id and body and a new day of attempts
         * @description Also open to an API key of yours with the scope webhooks:manage, sent as the bearer token.
         */
        post: operations["postProWebhooksByIdDeliveriesByDeliveryIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pro/webhooks/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn an endpoint that was turned off back on
         * @description Also open to an API key of yours with the scope webhooks:manage, sent as the bearer token.
         */
        post: operations["postProWebhooksByIdEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pro/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint’s signing secret (201): the new one is shown once; the old one signs too for 24 hours
         * @description Also open to an API key of yours with the scope webhooks:manage, sent as the bearer token.
         */
        post: operations["postProWebhooksByIdSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/professionals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Professionals, those of a program and of a state first */
        get: operations["getProfessionals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/professionals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One professional with their programs */
        get: operations["getProfessionalsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Programs, searched and filtered, a page at a time */
        get: operations["listPrograms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One program with its benefit formula and eligibility rules */
        get: operations["getProgramsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programs/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the catalogue covers in a state: its programs, whose they are, how many reach each county, and the counties' shapes */
        get: operations["getProgramsCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programs/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cities of a county that have programs of their own: what the questionnaire asks about */
        get: operations["getProgramsPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programs/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many programs the catalogue holds, and in how many states */
        get: operations["getProgramsStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a buyer account with a password; signs in */
        post: operations["postRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-microsoft.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People to invite to a call, by name: your home team, then your Microsoft contacts */
        get: operations["searchPeopleToInvite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Programs, blog posts, help pages and public pages for the words of q, best first */
        get: operations["searchSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored upload (a profile photo) as it was stored, at the address the profile gives
         * @description Cached for good (the id is new for every upload); answers 304 to an `If-None-Match` naming its `ETag`.
         */
        get: operations["getUploadsByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wallet: its total, what each chip adds, what might add, and how answers would change it */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/widget/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A buyer asks to talk to the professional of a widget (201), agreeing to share their details with them alone; 404 when the widget is off */
        post: operations["createLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/biometrics/webauthn/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register the passkey your device created */
        post: operations["postWizardToolBiometricsWebauthnRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/biometrics/webauthn/register/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options to create a passkey for your account */
        post: operations["postWizardToolBiometricsWebauthnRegisterOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/generate-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a 6-digit code for registering or signing in */
        post: operations["postWizardToolGenerateOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/google/google/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start signing in with Google */
        get: operations["startGoogleSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/google/schedule_event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create (or find again) the Google Calendar event of one of your calls; answers its htmlLink */
        post: operations["addCallToGoogleCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/google/setCredentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connect a Google calendar: answers where to start */
        post: operations["connectGoogleCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password (and a code, when given) */
        post: operations["postWizardToolLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/login-checker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether an email (and mobile number) can still register */
        post: operations["postWizardToolLoginChecker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/login-with-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with an emailed code */
        post: operations["postWizardToolLoginWithCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: the session ends (signing out twice is harmless) */
        post: operations["postWizardToolLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/microsoft-sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The original's Microsoft sign-in: refused, it trusted the browser */
        post: operations["postWizardToolMicrosoftSso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getWizardToolProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/profile/remove/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove the profile photo */
        post: operations["postWizardToolProfileRemovePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/profile/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the profile: multipart/form-data with the profile fields and an optional `photo`, or JSON
         * @description Each role changes the fields its account keeps (the contract's `profileFieldsOf`): date of birth, current state and where they heard about us are a home buyer's, and 422 under each of them for another role.
         */
        post: operations["postWizardToolProfileUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/profile/update/microsoft-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connect a Microsoft calendar: answers where to start */
        post: operations["connectMicrosoftCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a buyer account with the emailed code; signs in */
        post: operations["postWizardToolRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller is signed in, with the profile when they are (never a 401) */
        get: operations["getWizardToolSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard-tool/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Google One Tap: a `credential` (ID token) verified like any other; the original's {email, first_name, last_name} is refused */
        post: operations["postWizardToolSso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved questionnaire: the answers so far, and what is missing */
        get: operations["getWizardAnswers"];
        /** Save answers: the fields given replace the saved ones. With complete: true every asked field must be there, and the profile gets hasQuestion */
        put: operations["putWizardAnswers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard/answers/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Results and wallet for a finished questionnaire that is not saved (for visitors) */
        post: operations["previewWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wizard/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The programs for the saved answers, 10 a page (all=1: every one), filtered and sorted */
        get: operations["getWizardResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "call.booked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A call was booked with you
         * @description Sent to each endpoint that chose this event; answer 2xx within 15 seconds.
         */
        post: operations["callBookedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "call.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A call was cancelled
         * @description Sent to each endpoint that chose this event; answer 2xx within 15 seconds.
         */
        post: operations["callCancelledWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "call.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * You marked a call completed
         * @description Sent to each endpoint that chose this event; answer 2xx within 15 seconds.
         */
        post: operations["callCompletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "call.rescheduled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A call was moved to another time
         * @description Sent to each endpoint that chose this event; answer 2xx within 15 seconds.
         */
        post: operations["callRescheduledWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "lead.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A buyer asked to talk to you through your widget
         * @description Sent to each endpoint that chose this event; answer 2xx within 15 seconds.
         */
        post: operations["leadCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Appointment: {
            appointment_date: string;
            buyer: {
                email: string;
                name: string;
            };
            cancellation_note: string | null;
            created_at: string;
            description: string;
            ends_at: string;
            id: number;
            meet_link: string | null;
            microsoft_meeting_id: string | null;
            professional: {
                company: string;
                id: number;
                /** @enum {string} */
                kind: "lender" | "housing_counselor" | "real_estate_agent";
                name: string;
            };
            professional_detail_id: number;
            program: {
                id: number;
                name: string;
            };
            program_administrative_information_id: number;
            starts_at: string;
            /** @enum {string} */
            status: "booked" | "cancelled" | "completed" | "no_show";
        };
        AppointmentPage: {
            current_page: number;
            data: components["schemas"]["Appointment"][];
            last_page: number;
            per_page: number;
            total: number;
        };
        BookingDay: {
            bookable: boolean;
            date: string;
            disabled_label: string | null;
            disabled_reason: ("past" | "not_offered" | "day_off" | "booked" | "calendar_busy" | "buyer_busy" | "beyond_horizon") | null;
            free_slots: number;
        };
        CalendarConnections: {
            google: {
                broken: boolean;
                connected: boolean;
                email: string | null;
                expires_at: string | null;
            };
            microsoft: {
                broken: boolean;
                connected: boolean;
                email: string | null;
                expires_at: string | null;
            };
        };
        CallEvent: {
            data: {
                call_id: number;
                cancelled_by: ("buyer" | "professional" | "operator") | null;
                ends_at: string;
                professional_id: number;
                program_id: number;
                starts_at: string;
                /** @enum {string} */
                status: "booked" | "cancelled" | "completed" | "no_show";
            };
            timestamp: string;
            /** @enum {string} */
            type: "call.booked" | "call.rescheduled" | "call.cancelled" | "call.completed";
        };
        CallProposal: {
            appointment_date: string;
            expires_at: string;
            id: number;
            starts_at: string;
        };
        ConsoleAgency: {
            contact_email: string | null;
            id: number;
            /** @enum {string} */
            kept_by: "catalogue_file" | "console_edit" | "console";
            name: string;
            program_count: number;
            short_name: string;
            slug: string;
            state: string | null;
            website: string | null;
        };
        ConsoleProgram: {
            id: number;
            /** @enum {string} */
            origin: "file" | "edited" | "console";
            program: {
                administrator: string;
                amountSummary: string;
                benefit: {
                    amount: number;
                    /** @constant */
                    kind: "fixed";
                    least?: number;
                } | {
                    /** @constant */
                    kind: "percent";
                    leastPercent?: number;
                    max?: number;
                    maxInTargetedArea?: number;
                    min?: number;
                    occupationOverride?: {
                        max?: number;
                        occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                        percent: number;
                    };
                    /** @enum {string} */
                    of: "price" | "loan";
                    percent: number;
                    percentByLoanType?: {
                        [key: string]: number;
                    };
                } | {
                    annualCap?: number;
                    /** @constant */
                    kind: "tax_credit";
                    ratePercent: number;
                    years: number;
                } | {
                    /** @constant */
                    kind: "savings_match";
                    max: number;
                    ratio: number;
                } | {
                    /** @constant */
                    kind: "not_published";
                };
                /** @enum {string} */
                confidence: "A" | "B" | "C";
                description: string;
                /** @default [] */
                eligibility: ({
                    /** @constant */
                    kind: "states";
                    states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[];
                } | {
                    /** @default [] */
                    exemptIf: ("veteran" | "targeted_area")[];
                    /** @constant */
                    kind: "first_time_buyer";
                    lookbackYears: number;
                } | {
                    /** @constant */
                    kind: "first_generation";
                    lookbackYears: number;
                } | {
                    abovePercent?: number;
                    householdSizeAdjusted?: boolean;
                    /** @constant */
                    kind: "income_percent_of_ami";
                    occupationTable?: {
                        occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                        table: string;
                    };
                    percent: number;
                } | {
                    income: boolean;
                    /** @constant */
                    kind: "county_limits";
                    price: boolean;
                    repeatBuyerTable?: string;
                    table?: string;
                } | {
                    borrowerOnly?: boolean;
                    byHouseholdSize: number[];
                    /** @constant */
                    kind: "income_cap";
                } | {
                    /** @constant */
                    kind: "price_limit";
                    max: number;
                } | {
                    byLoanType?: {
                        [key: string]: number;
                    };
                    /** @constant */
                    kind: "min_credit_score";
                    score: number;
                } | {
                    /** @constant */
                    kind: "max_debt_to_income";
                    percent: number;
                } | {
                    /** @constant */
                    kind: "occupations";
                    occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                } | {
                    allowed: ("fha" | "va" | "usda" | "conventional")[];
                    /** @constant */
                    kind: "loan_types";
                } | {
                    /** @constant */
                    kind: "primary_residence";
                } | {
                    /** @constant */
                    kind: "homebuyer_education";
                } | {
                    /** @constant */
                    kind: "liquid_assets_max";
                    max: number;
                } | {
                    /** @constant */
                    kind: "liquid_assets_max_percent_of_price";
                    percent: number;
                } | {
                    amount?: number;
                    /** @constant */
                    kind: "min_contribution";
                    percentOfPrice?: number;
                } | {
                    /** @constant */
                    kind: "student_debt";
                } | {
                    /** @constant */
                    kind: "lottery";
                } | {
                    /** Format: date */
                    closes?: string;
                    /** @constant */
                    kind: "application_round";
                    /** Format: date */
                    opens: string;
                    round: string;
                } | {
                    /** @constant */
                    kind: "income_percent_of_fpl";
                    percent: number;
                } | {
                    /** @constant */
                    kind: "no_income_limit";
                } | {
                    /** @constant */
                    kind: "income_limit_unknown";
                } | {
                    counties?: string[];
                    exceptCounties?: string[];
                    /** @constant */
                    kind: "area";
                    local?: boolean;
                    place: string;
                    places?: {
                        city?: string;
                        county: string;
                        exceptCities?: string[];
                    }[];
                    withinCityLimits?: boolean;
                } | {
                    /** @constant */
                    kind: "condition";
                    /** @enum {string} */
                    settledBy: "lender" | "review";
                    text: string;
                })[];
                firstMortgage: {
                    /** @constant */
                    lender: "any";
                } | {
                    /** @default false */
                    bondFinanced: boolean;
                    families: string[];
                    label: string;
                    /** @constant */
                    lender: "own";
                };
                /**
                 * @default open
                 * @enum {string}
                 */
                fundingStatus: "open" | "limited" | "waitlist" | "paused" | "closed";
                income: {
                    /** @constant */
                    kind: "states";
                    states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[];
                } | {
                    /** @default [] */
                    exemptIf: ("veteran" | "targeted_area")[];
                    /** @constant */
                    kind: "first_time_buyer";
                    lookbackYears: number;
                } | {
                    /** @constant */
                    kind: "first_generation";
                    lookbackYears: number;
                } | {
                    abovePercent?: number;
                    householdSizeAdjusted?: boolean;
                    /** @constant */
                    kind: "income_percent_of_ami";
                    occupationTable?: {
                        occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                        table: string;
                    };
                    percent: number;
                } | {
                    income: boolean;
                    /** @constant */
                    kind: "county_limits";
                    price: boolean;
                    repeatBuyerTable?: string;
                    table?: string;
                } | {
                    borrowerOnly?: boolean;
                    byHouseholdSize: number[];
                    /** @constant */
                    kind: "income_cap";
                } | {
                    /** @constant */
                    kind: "price_limit";
                    max: number;
                } | {
                    byLoanType?: {
                        [key: string]: number;
                    };
                    /** @constant */
                    kind: "min_credit_score";
                    score: number;
                } | {
                    /** @constant */
                    kind: "max_debt_to_income";
                    percent: number;
                } | {
                    /** @constant */
                    kind: "occupations";
                    occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                } | {
                    allowed: ("fha" | "va" | "usda" | "conventional")[];
                    /** @constant */
                    kind: "loan_types";
                } | {
                    /** @constant */
                    kind: "primary_residence";
                } | {
                    /** @constant */
                    kind: "homebuyer_education";
                } | {
                    /** @constant */
                    kind: "liquid_assets_max";
                    max: number;
                } | {
                    /** @constant */
                    kind: "liquid_assets_max_percent_of_price";
                    percent: number;
                } | {
                    amount?: number;
                    /** @constant */
                    kind: "min_contribution";
                    percentOfPrice?: number;
                } | {
                    /** @constant */
                    kind: "student_debt";
                } | {
                    /** @constant */
                    kind: "lottery";
                } | {
                    /** Format: date */
                    closes?: string;
                    /** @constant */
                    kind: "application_round";
                    /** Format: date */
                    opens: string;
                    round: string;
                } | {
                    /** @constant */
                    kind: "income_percent_of_fpl";
                    percent: number;
                } | {
                    /** @constant */
                    kind: "no_income_limit";
                } | {
                    /** @constant */
                    kind: "income_limit_unknown";
                } | {
                    counties?: string[];
                    exceptCounties?: string[];
                    /** @constant */
                    kind: "area";
                    local?: boolean;
                    place: string;
                    places?: {
                        city?: string;
                        county: string;
                        exceptCities?: string[];
                    }[];
                    withinCityLimits?: boolean;
                } | {
                    /** @constant */
                    kind: "condition";
                    /** @enum {string} */
                    settledBy: "lender" | "review";
                    text: string;
                };
                /** Format: date */
                lastChecked: string;
                name: string;
                /** @default [] */
                notCombinableWith: string[];
                slug: string;
                sources: {
                    date: string | null;
                    /** @enum {string} */
                    kind: "administrator" | "lender" | "aggregator" | "news" | "other";
                    name: string;
                    note?: string;
                    /** Format: uri */
                    url?: string;
                }[];
                /** Format: uri */
                sourceUrl: string;
                stacking: {
                    /** @default [] */
                    combinableWith: string[];
                    /** @default false */
                    notOnBondFinancedFirst: boolean;
                    /** @default [] */
                    notWithTypes: ("grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance")[];
                };
                summary: string;
                toConfirm?: string;
                /** @enum {string} */
                type: "grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance";
            };
            scope: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY") | "national";
            /** @enum {string} */
            status: "draft" | "published" | "paused";
            updated_at: string;
        };
        Error: {
            errors?: {
                [key: string]: string[];
            };
            message: string;
        };
        LeadEvent: {
            data: {
                buyer_email: string;
                buyer_name: string;
                buyer_phone: string | null;
                consent_text: string;
                consented_at: string;
                county: string;
                county_name: string;
                created_at: string;
                home_price: number;
                id: number;
                professional_id: number;
                program_count: number;
                source_origin: string | null;
                wallet_total: number;
                wallet_up_to_total: number;
            };
            timestamp: string;
            /** @constant */
            type: "lead.created";
        };
        Message: {
            message: string;
        };
        Professional: {
            bio: string;
            company: string;
            id: number;
            is_demo: boolean;
            /** @enum {string} */
            kind: "lender" | "housing_counselor" | "real_estate_agent";
            languages: string[];
            name: string;
            nmls_id: string | null;
            photo: string | null;
            programs: {
                id: number;
                name: string;
            }[];
            states_served: string[];
        };
        Profile: {
            email: string;
            first_name: string | null;
            has_password: boolean;
            hasQuestion: boolean;
            id: number;
            is_first_login: boolean;
            last_name: string | null;
            microsoft_email: string | null;
            mobile_number: string | null;
            /** @enum {string} */
            role: "buyer" | "professional" | "admin";
            time_zone: string | null;
            user_information: {
                current_state: string | null;
                date_of_birth: string | null;
                photo: string | null;
                status: string | null;
                where_did_you_here_about_us: string | null;
            };
        };
        ProgramDetail: {
            administrator: {
                id: number;
                name: string;
                short_name: string;
                state: string | null;
                website: string | null;
            };
            amount_summary: string;
            benefit: {
                amount: number;
                /** @constant */
                kind: "fixed";
                least?: number;
            } | {
                /** @constant */
                kind: "percent";
                leastPercent?: number;
                max?: number;
                maxInTargetedArea?: number;
                min?: number;
                occupationOverride?: {
                    max?: number;
                    occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                    percent: number;
                };
                /** @enum {string} */
                of: "price" | "loan";
                percent: number;
                percentByLoanType?: {
                    [key: string]: number;
                };
            } | {
                annualCap?: number;
                /** @constant */
                kind: "tax_credit";
                ratePercent: number;
                years: number;
            } | {
                /** @constant */
                kind: "savings_match";
                max: number;
                ratio: number;
            } | {
                /** @constant */
                kind: "not_published";
            };
            /** @enum {string} */
            confidence: "A" | "B" | "C";
            description: string;
            eligibility: ({
                /** @constant */
                kind: "states";
                states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[];
            } | {
                /** @default [] */
                exemptIf: ("veteran" | "targeted_area")[];
                /** @constant */
                kind: "first_time_buyer";
                lookbackYears: number;
            } | {
                /** @constant */
                kind: "first_generation";
                lookbackYears: number;
            } | {
                abovePercent?: number;
                householdSizeAdjusted?: boolean;
                /** @constant */
                kind: "income_percent_of_ami";
                occupationTable?: {
                    occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                    table: string;
                };
                percent: number;
            } | {
                income: boolean;
                /** @constant */
                kind: "county_limits";
                price: boolean;
                repeatBuyerTable?: string;
                table?: string;
            } | {
                borrowerOnly?: boolean;
                byHouseholdSize: number[];
                /** @constant */
                kind: "income_cap";
            } | {
                /** @constant */
                kind: "price_limit";
                max: number;
            } | {
                byLoanType?: {
                    [key: string]: number;
                };
                /** @constant */
                kind: "min_credit_score";
                score: number;
            } | {
                /** @constant */
                kind: "max_debt_to_income";
                percent: number;
            } | {
                /** @constant */
                kind: "occupations";
                occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
            } | {
                allowed: ("fha" | "va" | "usda" | "conventional")[];
                /** @constant */
                kind: "loan_types";
            } | {
                /** @constant */
                kind: "primary_residence";
            } | {
                /** @constant */
                kind: "homebuyer_education";
            } | {
                /** @constant */
                kind: "liquid_assets_max";
                max: number;
            } | {
                /** @constant */
                kind: "liquid_assets_max_percent_of_price";
                percent: number;
            } | {
                amount?: number;
                /** @constant */
                kind: "min_contribution";
                percentOfPrice?: number;
            } | {
                /** @constant */
                kind: "student_debt";
            } | {
                /** @constant */
                kind: "lottery";
            } | {
                /** Format: date */
                closes?: string;
                /** @constant */
                kind: "application_round";
                /** Format: date */
                opens: string;
                round: string;
            } | {
                /** @constant */
                kind: "income_percent_of_fpl";
                percent: number;
            } | {
                /** @constant */
                kind: "no_income_limit";
            } | {
                /** @constant */
                kind: "income_limit_unknown";
            } | {
                counties?: string[];
                exceptCounties?: string[];
                /** @constant */
                kind: "area";
                local?: boolean;
                place: string;
                places?: {
                    city?: string;
                    county: string;
                    exceptCities?: string[];
                }[];
                withinCityLimits?: boolean;
            } | {
                /** @constant */
                kind: "condition";
                /** @enum {string} */
                settledBy: "lender" | "review";
                text: string;
            })[];
            first_mortgage: {
                /** @constant */
                lender: "any";
            } | {
                /** @default false */
                bondFinanced: boolean;
                families: string[];
                label: string;
                /** @constant */
                lender: "own";
            };
            first_time_buyer_required: boolean;
            /** @enum {string} */
            funding_status: "open" | "limited" | "waitlist" | "paused" | "closed";
            id: number;
            last_checked: string;
            max_amount: number | null;
            name: string;
            not_combinable_with: {
                id: number;
                name: string;
            }[];
            occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
            professional_count: number;
            slug: string;
            source: {
                date: string | null;
                /** @enum {string} */
                kind: "administrator" | "lender" | "aggregator" | "news" | "other";
                name: string;
            } | null;
            source_url: string;
            sources: {
                date: string | null;
                /** @enum {string} */
                kind: "administrator" | "lender" | "aggregator" | "news" | "other";
                name: string;
                note?: string;
                /** Format: uri */
                url?: string;
            }[];
            stacking: {
                /** @default [] */
                combinableWith: string[];
                /** @default false */
                notOnBondFinancedFirst: boolean;
                /** @default [] */
                notWithTypes: ("grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance")[];
            };
            state: string | null;
            states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[] | null;
            /** @enum {string} */
            status: "draft" | "published" | "paused";
            summary: string;
            to_confirm: string | null;
            /** @enum {string} */
            type: "grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance";
        };
        ProgramPage: {
            current_page: number;
            data: components["schemas"]["ProgramSummary"][];
            last_page: number;
            per_page: number;
            total: number;
        };
        ProgramSummary: {
            administrator: {
                id: number;
                name: string;
                short_name: string;
                state: string | null;
                website: string | null;
            };
            amount_summary: string;
            first_time_buyer_required: boolean;
            /** @enum {string} */
            funding_status: "open" | "limited" | "waitlist" | "paused" | "closed";
            id: number;
            last_checked: string;
            max_amount: number | null;
            name: string;
            occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
            professional_count: number;
            slug: string;
            source: {
                date: string | null;
                /** @enum {string} */
                kind: "administrator" | "lender" | "aggregator" | "news" | "other";
                name: string;
            } | null;
            source_url: string;
            state: string | null;
            states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[] | null;
            /** @enum {string} */
            status: "draft" | "published" | "paused";
            summary: string;
            /** @enum {string} */
            type: "grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance";
        };
        SavedAnswers: {
            answers: {
                city?: string | null;
                county?: string | null;
                /** @enum {string} */
                credit_score_band?: "under_580" | "580_619" | "620_639" | "640_659" | "660_679" | "680_719" | "720_plus";
                household_income?: number;
                household_size?: number;
                /** @enum {string} */
                loan_type?: "fha" | "va" | "usda" | "conventional" | "not_sure";
                /** @enum {string} */
                occupation?: "teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other" | "none";
                owned_home_last_3_years?: boolean;
                owned_home_last_7_years?: boolean | null;
                parents_owned_home?: boolean;
                primary_residence?: boolean;
                /** @enum {string} */
                property_type?: "single_family" | "condo" | "townhouse" | "two_to_four_units" | "manufactured";
                savings?: number;
                /** @enum {string} */
                state?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                student_debt?: boolean;
                target_price?: number;
                /** @enum {string} */
                targeted_area?: "yes" | "no" | "not_sure";
                /** @enum {string} */
                timeline?: "0_3_months" | "3_6_months" | "6_12_months" | "over_a_year" | "just_exploring";
                veteran?: boolean;
            };
            complete: boolean;
            completed_at: string | null;
            missing: ("state" | "county" | "city" | "household_size" | "household_income" | "owned_home_last_3_years" | "owned_home_last_7_years" | "parents_owned_home" | "veteran" | "occupation" | "primary_residence" | "property_type" | "target_price" | "credit_score_band" | "savings" | "loan_type" | "timeline" | "student_debt" | "targeted_area")[];
            updated_at: string | null;
        };
        Session: {
            token: string;
        };
        Slot: {
            active: boolean;
            busy_in_your_calendar: boolean;
            disabled: boolean;
            disabled_label: string | null;
            disabled_reason: ("past" | "not_offered" | "day_off" | "booked" | "calendar_busy" | "buyer_busy" | "beyond_horizon") | null;
            id: number;
            starts_at: string;
            time: string;
        };
        Wallet: {
            alternatives: {
                amount: number;
                blockers: string[];
                estimate: string;
                favorite: boolean;
                first_mortgage: string | null;
                /** @enum {string} */
                money: "keep" | "repay" | "yearly_tax_credit";
                program: components["schemas"]["ProgramSummary"];
                reasons: string[];
                sentence: string;
                /** @enum {string} */
                status: "likely" | "possible" | "needs_review" | "not_eligible";
                steps: string[];
                total_instead: number;
                up_to: number;
                wallet_group: ("counted" | "alternative") | null;
                warnings: string[];
                why_not_counted: string | null;
            }[];
            answers: {
                city?: string | null;
                county?: string | null;
                /** @enum {string} */
                credit_score_band: "under_580" | "580_619" | "620_639" | "640_659" | "660_679" | "680_719" | "720_plus";
                household_income: number;
                household_size: number;
                /** @enum {string} */
                loan_type: "fha" | "va" | "usda" | "conventional" | "not_sure";
                /** @enum {string} */
                occupation: "teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other" | "none";
                owned_home_last_3_years: boolean;
                owned_home_last_7_years?: boolean | null;
                parents_owned_home: boolean;
                primary_residence: boolean;
                /** @enum {string} */
                property_type: "single_family" | "condo" | "townhouse" | "two_to_four_units" | "manufactured";
                savings: number;
                /** @enum {string} */
                state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                student_debt: boolean;
                target_price: number;
                /** @enum {string} */
                targeted_area: "yes" | "no" | "not_sure";
                /** @enum {string} */
                timeline: "0_3_months" | "3_6_months" | "6_12_months" | "over_a_year" | "just_exploring";
                veteran: boolean;
            } | null;
            answers_complete: boolean;
            catalogue_note: string | null;
            chips: {
                amount: number;
                blockers: string[];
                estimate: string;
                favorite: boolean;
                /** @enum {string} */
                money: "keep" | "repay" | "yearly_tax_credit";
                program: components["schemas"]["ProgramSummary"];
                reasons: string[];
                share_percent: number;
                /** @enum {string} */
                status: "likely" | "possible" | "needs_review" | "not_eligible";
                steps: string[];
                up_to: number;
                wallet_group: ("counted" | "alternative") | null;
                warnings: string[];
                why_not_counted: string | null;
            }[];
            combined_loan_to_value: {
                capped: boolean;
                limit_percent: number;
                sentence: string;
            } | null;
            first_mortgage: string | null;
            insights: {
                answers: {
                    city?: string | null;
                    county?: string | null;
                    /** @enum {string} */
                    credit_score_band?: "under_580" | "580_619" | "620_639" | "640_659" | "660_679" | "680_719" | "720_plus";
                    household_income?: number;
                    household_size?: number;
                    /** @enum {string} */
                    loan_type?: "fha" | "va" | "usda" | "conventional" | "not_sure";
                    /** @enum {string} */
                    occupation?: "teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other" | "none";
                    owned_home_last_3_years?: boolean;
                    owned_home_last_7_years?: boolean | null;
                    parents_owned_home?: boolean;
                    primary_residence?: boolean;
                    /** @enum {string} */
                    property_type?: "single_family" | "condo" | "townhouse" | "two_to_four_units" | "manufactured";
                    savings?: number;
                    /** @enum {string} */
                    state?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                    student_debt?: boolean;
                    target_price?: number;
                    /** @enum {string} */
                    targeted_area?: "yes" | "no" | "not_sure";
                    /** @enum {string} */
                    timeline?: "0_3_months" | "3_6_months" | "6_12_months" | "over_a_year" | "just_exploring";
                    veteran?: boolean;
                };
                /** @enum {string} */
                change: "credit_score" | "first_time_buyer" | "veteran" | "loan_type";
                difference: number;
                sentence: string;
                total: number;
            }[];
            keep_total: number;
            keep_up_to_total: number;
            likely_total: number;
            message: string | null;
            might_add: {
                amount: number;
                blockers: string[];
                estimate: string;
                favorite: boolean;
                /** @enum {string} */
                money: "keep" | "repay" | "yearly_tax_credit";
                program: components["schemas"]["ProgramSummary"];
                reasons: string[];
                /** @enum {string} */
                status: "likely" | "possible" | "needs_review" | "not_eligible";
                steps: string[];
                up_to: number;
                wallet_group: ("counted" | "alternative") | null;
                warnings: string[];
                why_not_counted: string | null;
            }[];
            might_add_total: number;
            possible_total: number;
            repay_total: number;
            repay_up_to_total: number;
            total: number;
            up_to_total: number;
            yearly_tax_credit: number;
        };
        WeeklyAvailability: {
            days_off: {
                date: string;
                /** @default  */
                note: string;
            }[];
            weekly: number[][];
        };
        WeeklyAvailabilityInput: {
            days_off: {
                date: string;
                /** @default  */
                note: string;
            }[];
            weekly: number[][];
        };
    };
    responses: {
        /** @description The request could not be read: a body that is not JSON, or nested too deeply. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request is valid but the state it acts on changed or forbids it. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is larger than the call accepts. */
        ContentTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The account may not do this (its role, a lock), or the request came from another site. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The link or code was good once, and is used up or past. */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description There is nothing at this address for the caller. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A service the call needs could not be reached. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests from this address: wait as `Retry-After` says, in seconds. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description There is no live session: sign in first. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is of a kind the call does not read. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The input is not valid: `errors` lists the messages under each field. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAdminAgencies: {
        parameters: {
            query?: {
                page?: number;
                q?: string;
                state?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: components["schemas"]["ConsoleAgency"][];
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminAgencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contact_email: "" | null | string;
                    name: string;
                    short_name: string;
                    slug: string;
                    state: "" | null | ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY");
                    website: "" | null | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleAgency"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchAdminAgenciesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contact_email?: "" | null | string;
                    name?: string;
                    short_name?: string;
                    state?: "" | null | ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY");
                    website?: "" | null | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleAgency"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminAudit: {
        parameters: {
            query?: {
                action?: "expert_request.update" | "user.lock" | "user.unlock" | "user.role" | "user.update" | "user.reset_link" | "income_limits.import" | "agency.create" | "agency.update" | "program.create" | "program.update" | "program.publish" | "program.pause" | "program.import" | "professional.invite" | "professional.update" | "professional.deactivate" | "professional.reactivate";
                actor_id?: number;
                object_id?: string;
                object_kind?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: {
                                action: string;
                                actor: {
                                    email: string;
                                    id: number | null;
                                };
                                after: unknown;
                                before: unknown;
                                created_at: string;
                                id: number;
                                object_id: string;
                                object_kind: string;
                            }[];
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminBookings: {
        parameters: {
            query?: {
                format?: "json" | "csv";
                from?: string;
                page?: number;
                professional_id?: number;
                program_id?: number;
                status?: "booked" | "cancelled" | "completed" | "no_show";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AppointmentPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminContentDrafts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            collection: "blog" | "docs";
                            date: string | null;
                            description: string;
                            file: string;
                            path: string;
                            preview_url: string | null;
                            title: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminExpertRequests: {
        parameters: {
            query?: {
                page?: number;
                program_id?: number;
                status?: "new" | "contacted" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: {
                                buyer: {
                                    email: string;
                                    id: number;
                                    name: string;
                                };
                                created_at: string;
                                email: string;
                                /** @enum {string} */
                                expert_type: "housing_counselor" | "real_estate_agent" | "lender";
                                household_income: number;
                                id: number;
                                mobile_number: string;
                                note: string;
                                program: {
                                    administrator_name: string;
                                    id: number;
                                    name: string;
                                };
                                /** @enum {string} */
                                status: "new" | "contacted" | "closed";
                                updated_at: string;
                            }[];
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchAdminExpertRequestsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    /** @enum {string} */
                    status?: "new" | "contacted" | "closed";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            buyer: {
                                email: string;
                                id: number;
                                name: string;
                            };
                            created_at: string;
                            email: string;
                            /** @enum {string} */
                            expert_type: "housing_counselor" | "real_estate_agent" | "lender";
                            household_income: number;
                            id: number;
                            mobile_number: string;
                            note: string;
                            program: {
                                administrator_name: string;
                                id: number;
                                name: string;
                            };
                            /** @enum {string} */
                            status: "new" | "contacted" | "closed";
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminIncomeLimits: {
        parameters: {
            query: {
                state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            counties: {
                                county_fips: string;
                                county_name: string;
                                median: number | null;
                                median_fiscal_year: number | null;
                                tables: string[];
                            }[];
                            state: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminIncomeLimits: {
        parameters: {
            query?: {
                step?: "check" | "import";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description HUD’s income limits file, saved as CSV.
                     */
                    file: string;
                };
                "text/csv": string;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            changed_counties: {
                                county_fips: string;
                                county_name: string;
                                limits_changed: number;
                                line: number;
                                median_after: number;
                                median_before: number | null;
                                state: string;
                            }[];
                            fiscal_year: number;
                            imported: boolean;
                            left_out: {
                                line: number;
                                reason: string;
                            }[];
                            new_counties: {
                                county_fips: string;
                                county_name: string;
                                limits_changed: number;
                                line: number;
                                median_after: number;
                                median_before: number | null;
                                state: string;
                            }[];
                            refused: {
                                line: number;
                                reason: string;
                            }[];
                            removed_counties: {
                                county_fips: string;
                                county_name: string;
                            }[];
                            rows_read: number;
                            unchanged_counties: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminIncomeLimitsByCountyFips: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                county_fips: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            county_fips: string;
                            county_name: string;
                            limits: {
                                ami_percent: number | null;
                                derived: boolean;
                                fiscal_year: number;
                                household_size: number;
                                max_income: number;
                                source: string;
                                table: string;
                            }[];
                            medians: {
                                fiscal_year: number;
                                hud_area_name: string | null;
                                median: number;
                                source: string;
                            }[];
                            state: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminProfessionals: {
        parameters: {
            query?: {
                page?: number;
                q?: string;
                state?: "active" | "deactivated";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: {
                                active: boolean;
                                calendars: {
                                    google: boolean;
                                    microsoft: boolean;
                                };
                                company: string;
                                deactivated_at: string | null;
                                email: string;
                                first_name: string;
                                future_calls: number;
                                id: number;
                                invitation_pending: boolean;
                                /** @enum {string} */
                                kind: "lender" | "housing_counselor" | "real_estate_agent";
                                last_name: string;
                                name: string;
                                programs: {
                                    id: number;
                                    name: string;
                                }[];
                                user_id: number;
                            }[];
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchAdminProfessionalsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    cancel_future_calls?: boolean;
                    company?: string;
                    first_name?: string;
                    /** @enum {string} */
                    kind?: "lender" | "housing_counselor" | "real_estate_agent";
                    last_name?: string;
                    note?: string;
                    program_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            calendars: {
                                google: boolean;
                                microsoft: boolean;
                            };
                            company: string;
                            deactivated_at: string | null;
                            email: string;
                            first_name: string;
                            future_calls: number;
                            id: number;
                            invitation_pending: boolean;
                            /** @enum {string} */
                            kind: "lender" | "housing_counselor" | "real_estate_agent";
                            last_name: string;
                            name: string;
                            programs: {
                                id: number;
                                name: string;
                            }[];
                            user_id: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminProfessionalsInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    company?: string;
                    email: string;
                    first_name: string;
                    /** @enum {string} */
                    kind: "lender" | "housing_counselor" | "real_estate_agent";
                    last_name: string;
                    /** @default [] */
                    program_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            message: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminPrograms: {
        parameters: {
            query?: {
                funding_status?: "open" | "limited" | "waitlist" | "paused" | "closed";
                page?: number;
                search?: string;
                sources?: "weak_or_old";
                state?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                status?: "draft" | "published" | "paused";
                type?: "grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance";
                unchecked_days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: {
                                administrator: {
                                    id: number;
                                    name: string;
                                    short_name: string;
                                    state: string | null;
                                    website: string | null;
                                };
                                amount_summary: string;
                                first_time_buyer_required: boolean;
                                /** @enum {string} */
                                funding_status: "open" | "limited" | "waitlist" | "paused" | "closed";
                                id: number;
                                last_checked: string;
                                max_amount: number | null;
                                name: string;
                                occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                professional_count: number;
                                slug: string;
                                source: {
                                    date: string | null;
                                    /** @enum {string} */
                                    kind: "administrator" | "lender" | "aggregator" | "news" | "other";
                                    name: string;
                                } | null;
                                source_concerns: {
                                    /** @enum {string} */
                                    kind: "no_administrator_source" | "confidence_c" | "old_sources";
                                    text: string;
                                }[];
                                source_url: string;
                                state: string | null;
                                states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[] | null;
                                /** @enum {string} */
                                status: "draft" | "published" | "paused";
                                summary: string;
                                /** @enum {string} */
                                type: "grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance";
                            }[];
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminPrograms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    program: {
                        administrator: string;
                        amountSummary: string;
                        benefit: {
                            amount: number;
                            /** @enum {string} */
                            kind: "fixed";
                            least?: number;
                        } | {
                            /** @enum {string} */
                            kind: "percent";
                            leastPercent?: number;
                            max?: number;
                            maxInTargetedArea?: number;
                            min?: number;
                            occupationOverride?: {
                                max?: number;
                                occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                percent: number;
                            };
                            /** @enum {string} */
                            of: "price" | "loan";
                            percent: number;
                            percentByLoanType?: {
                                [key: string]: number;
                            };
                        } | {
                            annualCap?: number;
                            /** @enum {string} */
                            kind: "tax_credit";
                            ratePercent: number;
                            years: number;
                        } | {
                            /** @enum {string} */
                            kind: "savings_match";
                            max: number;
                            ratio: number;
                        } | {
                            /** @enum {string} */
                            kind: "not_published";
                        };
                        /** @enum {string} */
                        confidence: "A" | "B" | "C";
                        description: string;
                        /** @default [] */
                        eligibility?: ({
                            /** @enum {string} */
                            kind: "states";
                            states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[];
                        } | {
                            /** @default [] */
                            exemptIf?: ("veteran" | "targeted_area")[];
                            /** @enum {string} */
                            kind: "first_time_buyer";
                            lookbackYears: number;
                        } | {
                            /** @enum {string} */
                            kind: "first_generation";
                            lookbackYears: number;
                        } | {
                            abovePercent?: number;
                            householdSizeAdjusted?: boolean;
                            /** @enum {string} */
                            kind: "income_percent_of_ami";
                            occupationTable?: {
                                occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                table: string;
                            };
                            percent: number;
                        } | {
                            income: boolean;
                            /** @enum {string} */
                            kind: "county_limits";
                            price: boolean;
                            repeatBuyerTable?: string;
                            table?: string;
                        } | {
                            borrowerOnly?: boolean;
                            byHouseholdSize: number[];
                            /** @enum {string} */
                            kind: "income_cap";
                        } | {
                            /** @enum {string} */
                            kind: "price_limit";
                            max: number;
                        } | {
                            byLoanType?: {
                                [key: string]: number;
                            };
                            /** @enum {string} */
                            kind: "min_credit_score";
                            score: number;
                        } | {
                            /** @enum {string} */
                            kind: "max_debt_to_income";
                            percent: number;
                        } | {
                            /** @enum {string} */
                            kind: "occupations";
                            occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                        } | {
                            allowed: ("fha" | "va" | "usda" | "conventional")[];
                            /** @enum {string} */
                            kind: "loan_types";
                        } | {
                            /** @enum {string} */
                            kind: "primary_residence";
                        } | {
                            /** @enum {string} */
                            kind: "homebuyer_education";
                        } | {
                            /** @enum {string} */
                            kind: "liquid_assets_max";
                            max: number;
                        } | {
                            /** @enum {string} */
                            kind: "liquid_assets_max_percent_of_price";
                            percent: number;
                        } | {
                            amount?: number;
                            /** @enum {string} */
                            kind: "min_contribution";
                            percentOfPrice?: number;
                        } | {
                            /** @enum {string} */
                            kind: "student_debt";
                        } | {
                            /** @enum {string} */
                            kind: "lottery";
                        } | {
                            /** Format: date */
                            closes?: string;
                            /** @enum {string} */
                            kind: "application_round";
                            /** Format: date */
                            opens: string;
                            round: string;
                        } | {
                            /** @enum {string} */
                            kind: "income_percent_of_fpl";
                            percent: number;
                        } | {
                            /** @enum {string} */
                            kind: "no_income_limit";
                        } | {
                            /** @enum {string} */
                            kind: "income_limit_unknown";
                        } | {
                            counties?: string[];
                            exceptCounties?: string[];
                            /** @enum {string} */
                            kind: "area";
                            local?: boolean;
                            place: string;
                            places?: {
                                city?: string;
                                county: string;
                                exceptCities?: string[];
                            }[];
                            withinCityLimits?: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "condition";
                            /** @enum {string} */
                            settledBy: "lender" | "review";
                            text: string;
                        })[];
                        firstMortgage: {
                            /** @enum {string} */
                            lender: "any";
                        } | {
                            /** @default false */
                            bondFinanced?: boolean;
                            families: string[];
                            label: string;
                            /** @enum {string} */
                            lender: "own";
                        };
                        /**
                         * @default open
                         * @enum {string}
                         */
                        fundingStatus?: "open" | "limited" | "waitlist" | "paused" | "closed";
                        income: {
                            /** @enum {string} */
                            kind: "states";
                            states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[];
                        } | {
                            /** @default [] */
                            exemptIf?: ("veteran" | "targeted_area")[];
                            /** @enum {string} */
                            kind: "first_time_buyer";
                            lookbackYears: number;
                        } | {
                            /** @enum {string} */
                            kind: "first_generation";
                            lookbackYears: number;
                        } | {
                            abovePercent?: number;
                            householdSizeAdjusted?: boolean;
                            /** @enum {string} */
                            kind: "income_percent_of_ami";
                            occupationTable?: {
                                occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                table: string;
                            };
                            percent: number;
                        } | {
                            income: boolean;
                            /** @enum {string} */
                            kind: "county_limits";
                            price: boolean;
                            repeatBuyerTable?: string;
                            table?: string;
                        } | {
                            borrowerOnly?: boolean;
                            byHouseholdSize: number[];
                            /** @enum {string} */
                            kind: "income_cap";
                        } | {
                            /** @enum {string} */
                            kind: "price_limit";
                            max: number;
                        } | {
                            byLoanType?: {
                                [key: string]: number;
                            };
                            /** @enum {string} */
                            kind: "min_credit_score";
                            score: number;
                        } | {
                            /** @enum {string} */
                            kind: "max_debt_to_income";
                            percent: number;
                        } | {
                            /** @enum {string} */
                            kind: "occupations";
                            occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                        } | {
                            allowed: ("fha" | "va" | "usda" | "conventional")[];
                            /** @enum {string} */
                            kind: "loan_types";
                        } | {
                            /** @enum {string} */
                            kind: "primary_residence";
                        } | {
                            /** @enum {string} */
                            kind: "homebuyer_education";
                        } | {
                            /** @enum {string} */
                            kind: "liquid_assets_max";
                            max: number;
                        } | {
                            /** @enum {string} */
                            kind: "liquid_assets_max_percent_of_price";
                            percent: number;
                        } | {
                            amount?: number;
                            /** @enum {string} */
                            kind: "min_contribution";
                            percentOfPrice?: number;
                        } | {
                            /** @enum {string} */
                            kind: "student_debt";
                        } | {
                            /** @enum {string} */
                            kind: "lottery";
                        } | {
                            /** Format: date */
                            closes?: string;
                            /** @enum {string} */
                            kind: "application_round";
                            /** Format: date */
                            opens: string;
                            round: string;
                        } | {
                            /** @enum {string} */
                            kind: "income_percent_of_fpl";
                            percent: number;
                        } | {
                            /** @enum {string} */
                            kind: "no_income_limit";
                        } | {
                            /** @enum {string} */
                            kind: "income_limit_unknown";
                        } | {
                            counties?: string[];
                            exceptCounties?: string[];
                            /** @enum {string} */
                            kind: "area";
                            local?: boolean;
                            place: string;
                            places?: {
                                city?: string;
                                county: string;
                                exceptCities?: string[];
                            }[];
                            withinCityLimits?: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "condition";
                            /** @enum {string} */
                            settledBy: "lender" | "review";
                            text: string;
                        };
                        /** Format: date */
                        lastChecked: string;
                        name: string;
                        /** @default [] */
                        notCombinableWith?: string[];
                        slug: string;
                        sources: {
                            date: string | null;
                            /** @enum {string} */
                            kind: "administrator" | "lender" | "aggregator" | "news" | "other";
                            name: string;
                            note?: string;
                            /** Format: uri */
                            url?: string;
                        }[];
                        /** Format: uri */
                        sourceUrl: string;
                        /** @default {} */
                        stacking?: {
                            /** @default [] */
                            combinableWith?: string[];
                            /** @default false */
                            notOnBondFinancedFirst?: boolean;
                            /** @default [] */
                            notWithTypes?: ("grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance")[];
                        };
                        summary: string;
                        toConfirm?: string;
                        /** @enum {string} */
                        type: "grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance";
                    };
                    scope: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY") | "national";
                    /**
                     * @default draft
                     * @enum {string}
                     */
                    status?: "draft" | "published" | "paused";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleProgram"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminProgramsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleProgram"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchAdminProgramsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    program?: {
                        administrator: string;
                        amountSummary: string;
                        benefit: {
                            amount: number;
                            /** @enum {string} */
                            kind: "fixed";
                            least?: number;
                        } | {
                            /** @enum {string} */
                            kind: "percent";
                            leastPercent?: number;
                            max?: number;
                            maxInTargetedArea?: number;
                            min?: number;
                            occupationOverride?: {
                                max?: number;
                                occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                percent: number;
                            };
                            /** @enum {string} */
                            of: "price" | "loan";
                            percent: number;
                            percentByLoanType?: {
                                [key: string]: number;
                            };
                        } | {
                            annualCap?: number;
                            /** @enum {string} */
                            kind: "tax_credit";
                            ratePercent: number;
                            years: number;
                        } | {
                            /** @enum {string} */
                            kind: "savings_match";
                            max: number;
                            ratio: number;
                        } | {
                            /** @enum {string} */
                            kind: "not_published";
                        };
                        /** @enum {string} */
                        confidence: "A" | "B" | "C";
                        description: string;
                        /** @default [] */
                        eligibility?: ({
                            /** @enum {string} */
                            kind: "states";
                            states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[];
                        } | {
                            /** @default [] */
                            exemptIf?: ("veteran" | "targeted_area")[];
                            /** @enum {string} */
                            kind: "first_time_buyer";
                            lookbackYears: number;
                        } | {
                            /** @enum {string} */
                            kind: "first_generation";
                            lookbackYears: number;
                        } | {
                            abovePercent?: number;
                            householdSizeAdjusted?: boolean;
                            /** @enum {string} */
                            kind: "income_percent_of_ami";
                            occupationTable?: {
                                occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                table: string;
                            };
                            percent: number;
                        } | {
                            income: boolean;
                            /** @enum {string} */
                            kind: "county_limits";
                            price: boolean;
                            repeatBuyerTable?: string;
                            table?: string;
                        } | {
                            borrowerOnly?: boolean;
                            byHouseholdSize: number[];
                            /** @enum {string} */
                            kind: "income_cap";
                        } | {
                            /** @enum {string} */
                            kind: "price_limit";
                            max: number;
                        } | {
                            byLoanType?: {
                                [key: string]: number;
                            };
                            /** @enum {string} */
                            kind: "min_credit_score";
                            score: number;
                        } | {
                            /** @enum {string} */
                            kind: "max_debt_to_income";
                            percent: number;
                        } | {
                            /** @enum {string} */
                            kind: "occupations";
                            occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                        } | {
                            allowed: ("fha" | "va" | "usda" | "conventional")[];
                            /** @enum {string} */
                            kind: "loan_types";
                        } | {
                            /** @enum {string} */
                            kind: "primary_residence";
                        } | {
                            /** @enum {string} */
                            kind: "homebuyer_education";
                        } | {
                            /** @enum {string} */
                            kind: "liquid_assets_max";
                            max: number;
                        } | {
                            /** @enum {string} */
                            kind: "liquid_assets_max_percent_of_price";
                            percent: number;
                        } | {
                            amount?: number;
                            /** @enum {string} */
                            kind: "min_contribution";
                            percentOfPrice?: number;
                        } | {
                            /** @enum {string} */
                            kind: "student_debt";
                        } | {
                            /** @enum {string} */
                            kind: "lottery";
                        } | {
                            /** Format: date */
                            closes?: string;
                            /** @enum {string} */
                            kind: "application_round";
                            /** Format: date */
                            opens: string;
                            round: string;
                        } | {
                            /** @enum {string} */
                            kind: "income_percent_of_fpl";
                            percent: number;
                        } | {
                            /** @enum {string} */
                            kind: "no_income_limit";
                        } | {
                            /** @enum {string} */
                            kind: "income_limit_unknown";
                        } | {
                            counties?: string[];
                            exceptCounties?: string[];
                            /** @enum {string} */
                            kind: "area";
                            local?: boolean;
                            place: string;
                            places?: {
                                city?: string;
                                county: string;
                                exceptCities?: string[];
                            }[];
                            withinCityLimits?: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "condition";
                            /** @enum {string} */
                            settledBy: "lender" | "review";
                            text: string;
                        })[];
                        firstMortgage: {
                            /** @enum {string} */
                            lender: "any";
                        } | {
                            /** @default false */
                            bondFinanced?: boolean;
                            families: string[];
                            label: string;
                            /** @enum {string} */
                            lender: "own";
                        };
                        /**
                         * @default open
                         * @enum {string}
                         */
                        fundingStatus?: "open" | "limited" | "waitlist" | "paused" | "closed";
                        income: {
                            /** @enum {string} */
                            kind: "states";
                            states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[];
                        } | {
                            /** @default [] */
                            exemptIf?: ("veteran" | "targeted_area")[];
                            /** @enum {string} */
                            kind: "first_time_buyer";
                            lookbackYears: number;
                        } | {
                            /** @enum {string} */
                            kind: "first_generation";
                            lookbackYears: number;
                        } | {
                            abovePercent?: number;
                            householdSizeAdjusted?: boolean;
                            /** @enum {string} */
                            kind: "income_percent_of_ami";
                            occupationTable?: {
                                occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                table: string;
                            };
                            percent: number;
                        } | {
                            income: boolean;
                            /** @enum {string} */
                            kind: "county_limits";
                            price: boolean;
                            repeatBuyerTable?: string;
                            table?: string;
                        } | {
                            borrowerOnly?: boolean;
                            byHouseholdSize: number[];
                            /** @enum {string} */
                            kind: "income_cap";
                        } | {
                            /** @enum {string} */
                            kind: "price_limit";
                            max: number;
                        } | {
                            byLoanType?: {
                                [key: string]: number;
                            };
                            /** @enum {string} */
                            kind: "min_credit_score";
                            score: number;
                        } | {
                            /** @enum {string} */
                            kind: "max_debt_to_income";
                            percent: number;
                        } | {
                            /** @enum {string} */
                            kind: "occupations";
                            occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                        } | {
                            allowed: ("fha" | "va" | "usda" | "conventional")[];
                            /** @enum {string} */
                            kind: "loan_types";
                        } | {
                            /** @enum {string} */
                            kind: "primary_residence";
                        } | {
                            /** @enum {string} */
                            kind: "homebuyer_education";
                        } | {
                            /** @enum {string} */
                            kind: "liquid_assets_max";
                            max: number;
                        } | {
                            /** @enum {string} */
                            kind: "liquid_assets_max_percent_of_price";
                            percent: number;
                        } | {
                            amount?: number;
                            /** @enum {string} */
                            kind: "min_contribution";
                            percentOfPrice?: number;
                        } | {
                            /** @enum {string} */
                            kind: "student_debt";
                        } | {
                            /** @enum {string} */
                            kind: "lottery";
                        } | {
                            /** Format: date */
                            closes?: string;
                            /** @enum {string} */
                            kind: "application_round";
                            /** Format: date */
                            opens: string;
                            round: string;
                        } | {
                            /** @enum {string} */
                            kind: "income_percent_of_fpl";
                            percent: number;
                        } | {
                            /** @enum {string} */
                            kind: "no_income_limit";
                        } | {
                            /** @enum {string} */
                            kind: "income_limit_unknown";
                        } | {
                            counties?: string[];
                            exceptCounties?: string[];
                            /** @enum {string} */
                            kind: "area";
                            local?: boolean;
                            place: string;
                            places?: {
                                city?: string;
                                county: string;
                                exceptCities?: string[];
                            }[];
                            withinCityLimits?: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "condition";
                            /** @enum {string} */
                            settledBy: "lender" | "review";
                            text: string;
                        };
                        /** Format: date */
                        lastChecked: string;
                        name: string;
                        /** @default [] */
                        notCombinableWith?: string[];
                        slug: string;
                        sources: {
                            date: string | null;
                            /** @enum {string} */
                            kind: "administrator" | "lender" | "aggregator" | "news" | "other";
                            name: string;
                            note?: string;
                            /** Format: uri */
                            url?: string;
                        }[];
                        /** Format: uri */
                        sourceUrl: string;
                        /** @default {} */
                        stacking?: {
                            /** @default [] */
                            combinableWith?: string[];
                            /** @default false */
                            notOnBondFinancedFirst?: boolean;
                            /** @default [] */
                            notWithTypes?: ("grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance")[];
                        };
                        summary: string;
                        toConfirm?: string;
                        /** @enum {string} */
                        type: "grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance";
                    };
                    scope?: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY") | "national";
                    /** @enum {string} */
                    status?: "draft" | "published" | "paused";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsoleProgram"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminProgramsByIdPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    households?: {
                        answers: {
                            city?: string | null;
                            county?: string | null;
                            /** @enum {string} */
                            credit_score_band: "under_580" | "580_619" | "620_639" | "640_659" | "660_679" | "680_719" | "720_plus";
                            household_income: number;
                            household_size: number;
                            /** @enum {string} */
                            loan_type: "fha" | "va" | "usda" | "conventional" | "not_sure";
                            /** @enum {string} */
                            occupation: "teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other" | "none";
                            owned_home_last_3_years: boolean;
                            owned_home_last_7_years?: boolean | null;
                            parents_owned_home: boolean;
                            primary_residence: boolean;
                            /** @enum {string} */
                            property_type: "single_family" | "condo" | "townhouse" | "two_to_four_units" | "manufactured";
                            savings: number;
                            /** @enum {string} */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                            student_debt: boolean;
                            target_price: number;
                            /** @enum {string} */
                            targeted_area: "yes" | "no" | "not_sure";
                            /** @enum {string} */
                            timeline: "0_3_months" | "3_6_months" | "6_12_months" | "over_a_year" | "just_exploring";
                            veteran: boolean;
                        };
                        label: string;
                    }[];
                    program?: {
                        administrator: string;
                        amountSummary: string;
                        benefit: {
                            amount: number;
                            /** @enum {string} */
                            kind: "fixed";
                            least?: number;
                        } | {
                            /** @enum {string} */
                            kind: "percent";
                            leastPercent?: number;
                            max?: number;
                            maxInTargetedArea?: number;
                            min?: number;
                            occupationOverride?: {
                                max?: number;
                                occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                percent: number;
                            };
                            /** @enum {string} */
                            of: "price" | "loan";
                            percent: number;
                            percentByLoanType?: {
                                [key: string]: number;
                            };
                        } | {
                            annualCap?: number;
                            /** @enum {string} */
                            kind: "tax_credit";
                            ratePercent: number;
                            years: number;
                        } | {
                            /** @enum {string} */
                            kind: "savings_match";
                            max: number;
                            ratio: number;
                        } | {
                            /** @enum {string} */
                            kind: "not_published";
                        };
                        /** @enum {string} */
                        confidence: "A" | "B" | "C";
                        description: string;
                        /** @default [] */
                        eligibility?: ({
                            /** @enum {string} */
                            kind: "states";
                            states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[];
                        } | {
                            /** @default [] */
                            exemptIf?: ("veteran" | "targeted_area")[];
                            /** @enum {string} */
                            kind: "first_time_buyer";
                            lookbackYears: number;
                        } | {
                            /** @enum {string} */
                            kind: "first_generation";
                            lookbackYears: number;
                        } | {
                            abovePercent?: number;
                            householdSizeAdjusted?: boolean;
                            /** @enum {string} */
                            kind: "income_percent_of_ami";
                            occupationTable?: {
                                occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                table: string;
                            };
                            percent: number;
                        } | {
                            income: boolean;
                            /** @enum {string} */
                            kind: "county_limits";
                            price: boolean;
                            repeatBuyerTable?: string;
                            table?: string;
                        } | {
                            borrowerOnly?: boolean;
                            byHouseholdSize: number[];
                            /** @enum {string} */
                            kind: "income_cap";
                        } | {
                            /** @enum {string} */
                            kind: "price_limit";
                            max: number;
                        } | {
                            byLoanType?: {
                                [key: string]: number;
                            };
                            /** @enum {string} */
                            kind: "min_credit_score";
                            score: number;
                        } | {
                            /** @enum {string} */
                            kind: "max_debt_to_income";
                            percent: number;
                        } | {
                            /** @enum {string} */
                            kind: "occupations";
                            occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                        } | {
                            allowed: ("fha" | "va" | "usda" | "conventional")[];
                            /** @enum {string} */
                            kind: "loan_types";
                        } | {
                            /** @enum {string} */
                            kind: "primary_residence";
                        } | {
                            /** @enum {string} */
                            kind: "homebuyer_education";
                        } | {
                            /** @enum {string} */
                            kind: "liquid_assets_max";
                            max: number;
                        } | {
                            /** @enum {string} */
                            kind: "liquid_assets_max_percent_of_price";
                            percent: number;
                        } | {
                            amount?: number;
                            /** @enum {string} */
                            kind: "min_contribution";
                            percentOfPrice?: number;
                        } | {
                            /** @enum {string} */
                            kind: "student_debt";
                        } | {
                            /** @enum {string} */
                            kind: "lottery";
                        } | {
                            /** Format: date */
                            closes?: string;
                            /** @enum {string} */
                            kind: "application_round";
                            /** Format: date */
                            opens: string;
                            round: string;
                        } | {
                            /** @enum {string} */
                            kind: "income_percent_of_fpl";
                            percent: number;
                        } | {
                            /** @enum {string} */
                            kind: "no_income_limit";
                        } | {
                            /** @enum {string} */
                            kind: "income_limit_unknown";
                        } | {
                            counties?: string[];
                            exceptCounties?: string[];
                            /** @enum {string} */
                            kind: "area";
                            local?: boolean;
                            place: string;
                            places?: {
                                city?: string;
                                county: string;
                                exceptCities?: string[];
                            }[];
                            withinCityLimits?: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "condition";
                            /** @enum {string} */
                            settledBy: "lender" | "review";
                            text: string;
                        })[];
                        firstMortgage: {
                            /** @enum {string} */
                            lender: "any";
                        } | {
                            /** @default false */
                            bondFinanced?: boolean;
                            families: string[];
                            label: string;
                            /** @enum {string} */
                            lender: "own";
                        };
                        /**
                         * @default open
                         * @enum {string}
                         */
                        fundingStatus?: "open" | "limited" | "waitlist" | "paused" | "closed";
                        income: {
                            /** @enum {string} */
                            kind: "states";
                            states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[];
                        } | {
                            /** @default [] */
                            exemptIf?: ("veteran" | "targeted_area")[];
                            /** @enum {string} */
                            kind: "first_time_buyer";
                            lookbackYears: number;
                        } | {
                            /** @enum {string} */
                            kind: "first_generation";
                            lookbackYears: number;
                        } | {
                            abovePercent?: number;
                            householdSizeAdjusted?: boolean;
                            /** @enum {string} */
                            kind: "income_percent_of_ami";
                            occupationTable?: {
                                occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                table: string;
                            };
                            percent: number;
                        } | {
                            income: boolean;
                            /** @enum {string} */
                            kind: "county_limits";
                            price: boolean;
                            repeatBuyerTable?: string;
                            table?: string;
                        } | {
                            borrowerOnly?: boolean;
                            byHouseholdSize: number[];
                            /** @enum {string} */
                            kind: "income_cap";
                        } | {
                            /** @enum {string} */
                            kind: "price_limit";
                            max: number;
                        } | {
                            byLoanType?: {
                                [key: string]: number;
                            };
                            /** @enum {string} */
                            kind: "min_credit_score";
                            score: number;
                        } | {
                            /** @enum {string} */
                            kind: "max_debt_to_income";
                            percent: number;
                        } | {
                            /** @enum {string} */
                            kind: "occupations";
                            occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                        } | {
                            allowed: ("fha" | "va" | "usda" | "conventional")[];
                            /** @enum {string} */
                            kind: "loan_types";
                        } | {
                            /** @enum {string} */
                            kind: "primary_residence";
                        } | {
                            /** @enum {string} */
                            kind: "homebuyer_education";
                        } | {
                            /** @enum {string} */
                            kind: "liquid_assets_max";
                            max: number;
                        } | {
                            /** @enum {string} */
                            kind: "liquid_assets_max_percent_of_price";
                            percent: number;
                        } | {
                            amount?: number;
                            /** @enum {string} */
                            kind: "min_contribution";
                            percentOfPrice?: number;
                        } | {
                            /** @enum {string} */
                            kind: "student_debt";
                        } | {
                            /** @enum {string} */
                            kind: "lottery";
                        } | {
                            /** Format: date */
                            closes?: string;
                            /** @enum {string} */
                            kind: "application_round";
                            /** Format: date */
                            opens: string;
                            round: string;
                        } | {
                            /** @enum {string} */
                            kind: "income_percent_of_fpl";
                            percent: number;
                        } | {
                            /** @enum {string} */
                            kind: "no_income_limit";
                        } | {
                            /** @enum {string} */
                            kind: "income_limit_unknown";
                        } | {
                            counties?: string[];
                            exceptCounties?: string[];
                            /** @enum {string} */
                            kind: "area";
                            local?: boolean;
                            place: string;
                            places?: {
                                city?: string;
                                county: string;
                                exceptCities?: string[];
                            }[];
                            withinCityLimits?: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "condition";
                            /** @enum {string} */
                            settledBy: "lender" | "review";
                            text: string;
                        };
                        /** Format: date */
                        lastChecked: string;
                        name: string;
                        /** @default [] */
                        notCombinableWith?: string[];
                        slug: string;
                        sources: {
                            date: string | null;
                            /** @enum {string} */
                            kind: "administrator" | "lender" | "aggregator" | "news" | "other";
                            name: string;
                            note?: string;
                            /** Format: uri */
                            url?: string;
                        }[];
                        /** Format: uri */
                        sourceUrl: string;
                        /** @default {} */
                        stacking?: {
                            /** @default [] */
                            combinableWith?: string[];
                            /** @default false */
                            notOnBondFinancedFirst?: boolean;
                            /** @default [] */
                            notWithTypes?: ("grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance")[];
                        };
                        summary: string;
                        toConfirm?: string;
                        /** @enum {string} */
                        type: "grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance";
                    };
                    scope?: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY") | "national";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            households: {
                                after: {
                                    amount: number;
                                    blockers: string[];
                                    /** @enum {string} */
                                    status: "likely" | "possible" | "needs_review" | "not_eligible";
                                };
                                answers: {
                                    city?: string | null;
                                    county?: string | null;
                                    /** @enum {string} */
                                    credit_score_band: "under_580" | "580_619" | "620_639" | "640_659" | "660_679" | "680_719" | "720_plus";
                                    household_income: number;
                                    household_size: number;
                                    /** @enum {string} */
                                    loan_type: "fha" | "va" | "usda" | "conventional" | "not_sure";
                                    /** @enum {string} */
                                    occupation: "teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other" | "none";
                                    owned_home_last_3_years: boolean;
                                    owned_home_last_7_years?: boolean | null;
                                    parents_owned_home: boolean;
                                    primary_residence: boolean;
                                    /** @enum {string} */
                                    property_type: "single_family" | "condo" | "townhouse" | "two_to_four_units" | "manufactured";
                                    savings: number;
                                    /** @enum {string} */
                                    state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                                    student_debt: boolean;
                                    target_price: number;
                                    /** @enum {string} */
                                    targeted_area: "yes" | "no" | "not_sure";
                                    /** @enum {string} */
                                    timeline: "0_3_months" | "3_6_months" | "6_12_months" | "over_a_year" | "just_exploring";
                                    veteran: boolean;
                                };
                                before: {
                                    amount: number;
                                    blockers: string[];
                                    /** @enum {string} */
                                    status: "likely" | "possible" | "needs_review" | "not_eligible";
                                };
                                label: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminProgramsExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            files: {
                                catalogue: {
                                    /** @default [] */
                                    administrators: {
                                        /** @default null */
                                        contactEmail: string | null;
                                        name: string;
                                        shortName: string;
                                        slug: string;
                                        website: string | null;
                                    }[];
                                    programs: {
                                        administrator: string;
                                        amountSummary: string;
                                        benefit: {
                                            amount: number;
                                            /** @enum {string} */
                                            kind: "fixed";
                                            least?: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "percent";
                                            leastPercent?: number;
                                            max?: number;
                                            maxInTargetedArea?: number;
                                            min?: number;
                                            occupationOverride?: {
                                                max?: number;
                                                occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                                percent: number;
                                            };
                                            /** @enum {string} */
                                            of: "price" | "loan";
                                            percent: number;
                                            percentByLoanType?: {
                                                [key: string]: number;
                                            };
                                        } | {
                                            annualCap?: number;
                                            /** @enum {string} */
                                            kind: "tax_credit";
                                            ratePercent: number;
                                            years: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "savings_match";
                                            max: number;
                                            ratio: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "not_published";
                                        };
                                        /** @enum {string} */
                                        confidence: "A" | "B" | "C";
                                        description: string;
                                        /** @default [] */
                                        eligibility: ({
                                            /** @enum {string} */
                                            kind: "states";
                                            states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[];
                                        } | {
                                            /** @default [] */
                                            exemptIf: ("veteran" | "targeted_area")[];
                                            /** @enum {string} */
                                            kind: "first_time_buyer";
                                            lookbackYears: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "first_generation";
                                            lookbackYears: number;
                                        } | {
                                            abovePercent?: number;
                                            householdSizeAdjusted?: boolean;
                                            /** @enum {string} */
                                            kind: "income_percent_of_ami";
                                            occupationTable?: {
                                                occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                                table: string;
                                            };
                                            percent: number;
                                        } | {
                                            income: boolean;
                                            /** @enum {string} */
                                            kind: "county_limits";
                                            price: boolean;
                                            repeatBuyerTable?: string;
                                            table?: string;
                                        } | {
                                            borrowerOnly?: boolean;
                                            byHouseholdSize: number[];
                                            /** @enum {string} */
                                            kind: "income_cap";
                                        } | {
                                            /** @enum {string} */
                                            kind: "price_limit";
                                            max: number;
                                        } | {
                                            byLoanType?: {
                                                [key: string]: number;
                                            };
                                            /** @enum {string} */
                                            kind: "min_credit_score";
                                            score: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "max_debt_to_income";
                                            percent: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "occupations";
                                            occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                        } | {
                                            allowed: ("fha" | "va" | "usda" | "conventional")[];
                                            /** @enum {string} */
                                            kind: "loan_types";
                                        } | {
                                            /** @enum {string} */
                                            kind: "primary_residence";
                                        } | {
                                            /** @enum {string} */
                                            kind: "homebuyer_education";
                                        } | {
                                            /** @enum {string} */
                                            kind: "liquid_assets_max";
                                            max: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "liquid_assets_max_percent_of_price";
                                            percent: number;
                                        } | {
                                            amount?: number;
                                            /** @enum {string} */
                                            kind: "min_contribution";
                                            percentOfPrice?: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "student_debt";
                                        } | {
                                            /** @enum {string} */
                                            kind: "lottery";
                                        } | {
                                            /** Format: date */
                                            closes?: string;
                                            /** @enum {string} */
                                            kind: "application_round";
                                            /** Format: date */
                                            opens: string;
                                            round: string;
                                        } | {
                                            /** @enum {string} */
                                            kind: "income_percent_of_fpl";
                                            percent: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "no_income_limit";
                                        } | {
                                            /** @enum {string} */
                                            kind: "income_limit_unknown";
                                        } | {
                                            counties?: string[];
                                            exceptCounties?: string[];
                                            /** @enum {string} */
                                            kind: "area";
                                            local?: boolean;
                                            place: string;
                                            places?: {
                                                city?: string;
                                                county: string;
                                                exceptCities?: string[];
                                            }[];
                                            withinCityLimits?: boolean;
                                        } | {
                                            /** @enum {string} */
                                            kind: "condition";
                                            /** @enum {string} */
                                            settledBy: "lender" | "review";
                                            text: string;
                                        })[];
                                        firstMortgage: {
                                            /** @enum {string} */
                                            lender: "any";
                                        } | {
                                            /** @default false */
                                            bondFinanced: boolean;
                                            families: string[];
                                            label: string;
                                            /** @enum {string} */
                                            lender: "own";
                                        };
                                        /**
                                         * @default open
                                         * @enum {string}
                                         */
                                        fundingStatus: "open" | "limited" | "waitlist" | "paused" | "closed";
                                        income: {
                                            /** @enum {string} */
                                            kind: "states";
                                            states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[];
                                        } | {
                                            /** @default [] */
                                            exemptIf: ("veteran" | "targeted_area")[];
                                            /** @enum {string} */
                                            kind: "first_time_buyer";
                                            lookbackYears: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "first_generation";
                                            lookbackYears: number;
                                        } | {
                                            abovePercent?: number;
                                            householdSizeAdjusted?: boolean;
                                            /** @enum {string} */
                                            kind: "income_percent_of_ami";
                                            occupationTable?: {
                                                occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                                table: string;
                                            };
                                            percent: number;
                                        } | {
                                            income: boolean;
                                            /** @enum {string} */
                                            kind: "county_limits";
                                            price: boolean;
                                            repeatBuyerTable?: string;
                                            table?: string;
                                        } | {
                                            borrowerOnly?: boolean;
                                            byHouseholdSize: number[];
                                            /** @enum {string} */
                                            kind: "income_cap";
                                        } | {
                                            /** @enum {string} */
                                            kind: "price_limit";
                                            max: number;
                                        } | {
                                            byLoanType?: {
                                                [key: string]: number;
                                            };
                                            /** @enum {string} */
                                            kind: "min_credit_score";
                                            score: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "max_debt_to_income";
                                            percent: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "occupations";
                                            occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                        } | {
                                            allowed: ("fha" | "va" | "usda" | "conventional")[];
                                            /** @enum {string} */
                                            kind: "loan_types";
                                        } | {
                                            /** @enum {string} */
                                            kind: "primary_residence";
                                        } | {
                                            /** @enum {string} */
                                            kind: "homebuyer_education";
                                        } | {
                                            /** @enum {string} */
                                            kind: "liquid_assets_max";
                                            max: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "liquid_assets_max_percent_of_price";
                                            percent: number;
                                        } | {
                                            amount?: number;
                                            /** @enum {string} */
                                            kind: "min_contribution";
                                            percentOfPrice?: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "student_debt";
                                        } | {
                                            /** @enum {string} */
                                            kind: "lottery";
                                        } | {
                                            /** Format: date */
                                            closes?: string;
                                            /** @enum {string} */
                                            kind: "application_round";
                                            /** Format: date */
                                            opens: string;
                                            round: string;
                                        } | {
                                            /** @enum {string} */
                                            kind: "income_percent_of_fpl";
                                            percent: number;
                                        } | {
                                            /** @enum {string} */
                                            kind: "no_income_limit";
                                        } | {
                                            /** @enum {string} */
                                            kind: "income_limit_unknown";
                                        } | {
                                            counties?: string[];
                                            exceptCounties?: string[];
                                            /** @enum {string} */
                                            kind: "area";
                                            local?: boolean;
                                            place: string;
                                            places?: {
                                                city?: string;
                                                county: string;
                                                exceptCities?: string[];
                                            }[];
                                            withinCityLimits?: boolean;
                                        } | {
                                            /** @enum {string} */
                                            kind: "condition";
                                            /** @enum {string} */
                                            settledBy: "lender" | "review";
                                            text: string;
                                        };
                                        /** Format: date */
                                        lastChecked: string;
                                        name: string;
                                        /** @default [] */
                                        notCombinableWith: string[];
                                        slug: string;
                                        sources: {
                                            date: string | null;
                                            /** @enum {string} */
                                            kind: "administrator" | "lender" | "aggregator" | "news" | "other";
                                            name: string;
                                            note?: string;
                                            /** Format: uri */
                                            url?: string;
                                        }[];
                                        /** Format: uri */
                                        sourceUrl: string;
                                        stacking: {
                                            /** @default [] */
                                            combinableWith: string[];
                                            /** @default false */
                                            notOnBondFinancedFirst: boolean;
                                            /** @default [] */
                                            notWithTypes: ("grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance")[];
                                        };
                                        summary: string;
                                        toConfirm?: string;
                                        /** @enum {string} */
                                        type: "grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance";
                                    }[];
                                    scope: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY") | "national";
                                };
                                name: string;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminProgramsImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    files: {
                        catalogue: {
                            /** @default [] */
                            administrators?: {
                                /** @default null */
                                contactEmail?: string | null;
                                name: string;
                                shortName: string;
                                slug: string;
                                website: string | null;
                            }[];
                            programs: {
                                administrator: string;
                                amountSummary: string;
                                benefit: {
                                    amount: number;
                                    /** @enum {string} */
                                    kind: "fixed";
                                    least?: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "percent";
                                    leastPercent?: number;
                                    max?: number;
                                    maxInTargetedArea?: number;
                                    min?: number;
                                    occupationOverride?: {
                                        max?: number;
                                        occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                        percent: number;
                                    };
                                    /** @enum {string} */
                                    of: "price" | "loan";
                                    percent: number;
                                    percentByLoanType?: {
                                        [key: string]: number;
                                    };
                                } | {
                                    annualCap?: number;
                                    /** @enum {string} */
                                    kind: "tax_credit";
                                    ratePercent: number;
                                    years: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "savings_match";
                                    max: number;
                                    ratio: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "not_published";
                                };
                                /** @enum {string} */
                                confidence: "A" | "B" | "C";
                                description: string;
                                /** @default [] */
                                eligibility?: ({
                                    /** @enum {string} */
                                    kind: "states";
                                    states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[];
                                } | {
                                    /** @default [] */
                                    exemptIf?: ("veteran" | "targeted_area")[];
                                    /** @enum {string} */
                                    kind: "first_time_buyer";
                                    lookbackYears: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "first_generation";
                                    lookbackYears: number;
                                } | {
                                    abovePercent?: number;
                                    householdSizeAdjusted?: boolean;
                                    /** @enum {string} */
                                    kind: "income_percent_of_ami";
                                    occupationTable?: {
                                        occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                        table: string;
                                    };
                                    percent: number;
                                } | {
                                    income: boolean;
                                    /** @enum {string} */
                                    kind: "county_limits";
                                    price: boolean;
                                    repeatBuyerTable?: string;
                                    table?: string;
                                } | {
                                    borrowerOnly?: boolean;
                                    byHouseholdSize: number[];
                                    /** @enum {string} */
                                    kind: "income_cap";
                                } | {
                                    /** @enum {string} */
                                    kind: "price_limit";
                                    max: number;
                                } | {
                                    byLoanType?: {
                                        [key: string]: number;
                                    };
                                    /** @enum {string} */
                                    kind: "min_credit_score";
                                    score: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "max_debt_to_income";
                                    percent: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "occupations";
                                    occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                } | {
                                    allowed: ("fha" | "va" | "usda" | "conventional")[];
                                    /** @enum {string} */
                                    kind: "loan_types";
                                } | {
                                    /** @enum {string} */
                                    kind: "primary_residence";
                                } | {
                                    /** @enum {string} */
                                    kind: "homebuyer_education";
                                } | {
                                    /** @enum {string} */
                                    kind: "liquid_assets_max";
                                    max: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "liquid_assets_max_percent_of_price";
                                    percent: number;
                                } | {
                                    amount?: number;
                                    /** @enum {string} */
                                    kind: "min_contribution";
                                    percentOfPrice?: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "student_debt";
                                } | {
                                    /** @enum {string} */
                                    kind: "lottery";
                                } | {
                                    /** Format: date */
                                    closes?: string;
                                    /** @enum {string} */
                                    kind: "application_round";
                                    /** Format: date */
                                    opens: string;
                                    round: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "income_percent_of_fpl";
                                    percent: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "no_income_limit";
                                } | {
                                    /** @enum {string} */
                                    kind: "income_limit_unknown";
                                } | {
                                    counties?: string[];
                                    exceptCounties?: string[];
                                    /** @enum {string} */
                                    kind: "area";
                                    local?: boolean;
                                    place: string;
                                    places?: {
                                        city?: string;
                                        county: string;
                                        exceptCities?: string[];
                                    }[];
                                    withinCityLimits?: boolean;
                                } | {
                                    /** @enum {string} */
                                    kind: "condition";
                                    /** @enum {string} */
                                    settledBy: "lender" | "review";
                                    text: string;
                                })[];
                                firstMortgage: {
                                    /** @enum {string} */
                                    lender: "any";
                                } | {
                                    /** @default false */
                                    bondFinanced?: boolean;
                                    families: string[];
                                    label: string;
                                    /** @enum {string} */
                                    lender: "own";
                                };
                                /**
                                 * @default open
                                 * @enum {string}
                                 */
                                fundingStatus?: "open" | "limited" | "waitlist" | "paused" | "closed";
                                income: {
                                    /** @enum {string} */
                                    kind: "states";
                                    states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[];
                                } | {
                                    /** @default [] */
                                    exemptIf?: ("veteran" | "targeted_area")[];
                                    /** @enum {string} */
                                    kind: "first_time_buyer";
                                    lookbackYears: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "first_generation";
                                    lookbackYears: number;
                                } | {
                                    abovePercent?: number;
                                    householdSizeAdjusted?: boolean;
                                    /** @enum {string} */
                                    kind: "income_percent_of_ami";
                                    occupationTable?: {
                                        occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                        table: string;
                                    };
                                    percent: number;
                                } | {
                                    income: boolean;
                                    /** @enum {string} */
                                    kind: "county_limits";
                                    price: boolean;
                                    repeatBuyerTable?: string;
                                    table?: string;
                                } | {
                                    borrowerOnly?: boolean;
                                    byHouseholdSize: number[];
                                    /** @enum {string} */
                                    kind: "income_cap";
                                } | {
                                    /** @enum {string} */
                                    kind: "price_limit";
                                    max: number;
                                } | {
                                    byLoanType?: {
                                        [key: string]: number;
                                    };
                                    /** @enum {string} */
                                    kind: "min_credit_score";
                                    score: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "max_debt_to_income";
                                    percent: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "occupations";
                                    occupations: ("teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other")[];
                                } | {
                                    allowed: ("fha" | "va" | "usda" | "conventional")[];
                                    /** @enum {string} */
                                    kind: "loan_types";
                                } | {
                                    /** @enum {string} */
                                    kind: "primary_residence";
                                } | {
                                    /** @enum {string} */
                                    kind: "homebuyer_education";
                                } | {
                                    /** @enum {string} */
                                    kind: "liquid_assets_max";
                                    max: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "liquid_assets_max_percent_of_price";
                                    percent: number;
                                } | {
                                    amount?: number;
                                    /** @enum {string} */
                                    kind: "min_contribution";
                                    percentOfPrice?: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "student_debt";
                                } | {
                                    /** @enum {string} */
                                    kind: "lottery";
                                } | {
                                    /** Format: date */
                                    closes?: string;
                                    /** @enum {string} */
                                    kind: "application_round";
                                    /** Format: date */
                                    opens: string;
                                    round: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "income_percent_of_fpl";
                                    percent: number;
                                } | {
                                    /** @enum {string} */
                                    kind: "no_income_limit";
                                } | {
                                    /** @enum {string} */
                                    kind: "income_limit_unknown";
                                } | {
                                    counties?: string[];
                                    exceptCounties?: string[];
                                    /** @enum {string} */
                                    kind: "area";
                                    local?: boolean;
                                    place: string;
                                    places?: {
                                        city?: string;
                                        county: string;
                                        exceptCities?: string[];
                                    }[];
                                    withinCityLimits?: boolean;
                                } | {
                                    /** @enum {string} */
                                    kind: "condition";
                                    /** @enum {string} */
                                    settledBy: "lender" | "review";
                                    text: string;
                                };
                                /** Format: date */
                                lastChecked: string;
                                name: string;
                                /** @default [] */
                                notCombinableWith?: string[];
                                slug: string;
                                sources: {
                                    date: string | null;
                                    /** @enum {string} */
                                    kind: "administrator" | "lender" | "aggregator" | "news" | "other";
                                    name: string;
                                    note?: string;
                                    /** Format: uri */
                                    url?: string;
                                }[];
                                /** Format: uri */
                                sourceUrl: string;
                                /** @default {} */
                                stacking?: {
                                    /** @default [] */
                                    combinableWith?: string[];
                                    /** @default false */
                                    notOnBondFinancedFirst?: boolean;
                                    /** @default [] */
                                    notWithTypes?: ("grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance")[];
                                };
                                summary: string;
                                toConfirm?: string;
                                /** @enum {string} */
                                type: "grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance";
                            }[];
                            scope: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY") | "national";
                        };
                        name: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created: string[];
                            kept: string[];
                            unchanged: number;
                            updated: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminSubscribers: {
        parameters: {
            query?: {
                format?: "json" | "csv";
                page?: number;
                q?: string;
                state?: "subscribed" | "unsubscribed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: {
                                email: string;
                                id: number;
                                subscribed_at: string;
                                unsubscribed_at: string | null;
                            }[];
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                page?: number;
                q?: string;
                role?: "buyer" | "professional" | "admin";
                state?: "locked" | "active";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: {
                                created_at: string;
                                email: string;
                                id: number;
                                locked_at: string | null;
                                name: string;
                                /** @enum {string} */
                                role: "buyer" | "professional" | "admin";
                                sign_in_count: number;
                            }[];
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    locked?: boolean;
                    /** @enum {string} */
                    role?: "buyer" | "professional" | "admin";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            email: string;
                            id: number;
                            locked_at: string | null;
                            name: string;
                            /** @enum {string} */
                            role: "buyer" | "professional" | "admin";
                            sign_in_count: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminUsersByIdResetLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCalls: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AppointmentPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAppointmentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Appointment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAppointmentByIdInvitationIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAppointmentByIdProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CallProposal"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putAppointmentByIdProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    answer: "accept" | "decline";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Appointment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelCall: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Appointment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAppointmentCheck: {
        parameters: {
            query: {
                appointment_date: string;
                professional_detail_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            appointment_date: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAppointmentDays: {
        parameters: {
            query: {
                month: string;
                professional_detail_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingDay"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAppointmentEmailRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    expert_type: "housing_counselor" | "real_estate_agent" | "lender";
                    household_income: number | string;
                    mobile_number: string;
                    program_id: number;
                    program_name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCalendarAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CalendarConnections"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    rescheduleCall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    appointment_date: string;
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Appointment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAppointmentSendEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    appointment_id: number;
                    body: string;
                    email?: string;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAppointmentSlots: {
        parameters: {
            query: {
                date: string;
                professional_detail_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Slot"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bookCall: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "program_administrative_information_id": 12,
                 *       "professional_detail_id": 3,
                 *       "appointment_date": "2026-12-03 10:30:00",
                 *       "description": "About the down payment grant and an FHA loan."
                 *     }
                 */
                "application/json": {
                    appointment_date: string;
                    /** @default  */
                    description?: string;
                    meet_link?: unknown;
                    microsoft_meeting_id?: unknown;
                    professional_detail_id: number;
                    program_administrative_information_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Appointment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAuthByProviderStart: {
        parameters: {
            query?: {
                mode?: "popup" | "redirect";
                purpose?: "sign_in" | "calendar";
                return_to?: string;
            };
            header?: never;
            path: {
                provider: "google" | "microsoft";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAuthConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            /** @enum {string} */
                            provider: "google" | "microsoft";
                        };
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    otp: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            return_to: string | null;
                            token: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAuthGoogleOneTap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            nonce: string;
                        };
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthPasskeyVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: {
                        id: string;
                        rawId: string;
                        response: {
                            clientDataJSON: string;
                        } & {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        type: "public-key";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthPasswordChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password?: string;
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAuthProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bot_check: {
                                /** @enum {string} */
                                kind: "off" | "recaptcha" | "altcha";
                                site_key: string | null;
                            };
                            google: boolean;
                            microsoft: boolean;
                        };
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getBotCheckChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            algorithm: string;
                            challenge: string;
                            maxnumber?: number;
                            salt: string;
                            signature: string;
                        };
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCalendars: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CalendarConnections"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteCalendarsByProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "google" | "microsoft";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CalendarConnections"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCallLinkById: {
        parameters: {
            query: {
                purpose: "reschedule" | "cancel" | "proposal";
            };
            header: {
                "call-link": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            call: components["schemas"]["Appointment"];
                            proposal: components["schemas"]["CallProposal"] | null;
                            /** @enum {string} */
                            purpose: "reschedule" | "cancel" | "proposal";
                        };
                    };
                };
            };
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putCallLinkByIdCancel: {
        parameters: {
            query?: never;
            header: {
                "call-link": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Appointment"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCallLinkByIdDays: {
        parameters: {
            query: {
                month: string;
            };
            header: {
                "call-link": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingDay"][];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putCallLinkByIdProposal: {
        parameters: {
            query?: never;
            header: {
                "call-link": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    answer: "accept" | "decline";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Appointment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putCallLinkByIdReschedule: {
        parameters: {
            query?: never;
            header: {
                "call-link": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    appointment_date: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Appointment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCallLinkByIdSlots: {
        parameters: {
            query: {
                date: string;
            };
            header: {
                "call-link": string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Slot"][];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getContentByCollection: {
        parameters: {
            query?: {
                count?: "0" | "1" | "true" | "false";
                first?: "0" | "1" | "true" | "false";
                limit?: number;
                locale?: string;
                only?: string;
                preview?: string;
                skip?: number;
                sort?: string;
                surround?: string;
                where?: string;
                without?: string;
            };
            header?: never;
            path: {
                collection: "blog" | "docs";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: unknown;
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFavorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProgramSummary"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putFavoritesByProgramId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                program_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            favorite: boolean;
                            program_id: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteFavoritesByProgramId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                program_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            favorite: boolean;
                            program_id: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            database: "ok";
                            /** @enum {string} */
                            migrations: "ok";
                            /** @enum {string} */
                            status: "ok";
                            uptime_seconds: number;
                        };
                    };
                };
            };
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "ok";
                            uptime_seconds: number;
                        };
                    };
                };
            };
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            database: "ok";
                            /** @enum {string} */
                            migrations: "ok";
                            /** @enum {string} */
                            status: "ok";
                            uptime_seconds: number;
                        };
                    };
                };
            };
        };
    };
    getHomeTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            added_at: string | null;
                            appointments: components["schemas"]["Appointment"][];
                            professional: components["schemas"]["Professional"] | null;
                            /** @enum {string} */
                            role: "lender" | "housing_counselor" | "real_estate_agent";
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putHomeTeamByRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                role: "lender" | "housing_counselor" | "real_estate_agent";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    professional_detail_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            added_at: string | null;
                            appointments: components["schemas"]["Appointment"][];
                            professional: components["schemas"]["Professional"] | null;
                            /** @enum {string} */
                            role: "lender" | "housing_counselor" | "real_estate_agent";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteHomeTeamByRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                role: "lender" | "housing_counselor" | "real_estate_agent";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            added_at: string | null;
                            appointments: components["schemas"]["Appointment"][];
                            professional: components["schemas"]["Professional"] | null;
                            /** @enum {string} */
                            role: "lender" | "housing_counselor" | "real_estate_agent";
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getImage: {
        parameters: {
            query: {
                quality?: number;
                url: string;
                width?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    postInvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    password_confirmation: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            410: components["responses"]["Gone"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postInvitationsOpen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            first_name: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            410: components["responses"]["Gone"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCallGuests: {
        parameters: {
            query: {
                appointment_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            added_at: string;
                            email: string;
                            name: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    addCallGuest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": [
                    {
                        appointment_id: number;
                        email: string;
                        name: string;
                    }
                ];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            added_at: string;
                            email: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    removeCallGuest: {
        parameters: {
            query: {
                appointment_id: number;
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            added_at: string;
                            email: string;
                            name: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listWalletLenders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            in_your_state: boolean;
                            on_home_team: boolean;
                            professional: components["schemas"]["Professional"];
                            wallet_programs: {
                                id: number;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postNewsletterUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            unsubscribed: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            id: number;
                            last_used_at: string | null;
                            name: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deletePasskeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    password_confirmation: string;
                    reset_password_token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postPasswordVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            id: number;
                            last_used_at: string | null;
                            name: string;
                            public_id: string;
                            scopes: ("calls:read" | "availability:write" | "webhooks:manage" | "leads:read")[];
                            widget_origins: string[];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("calls:read" | "availability:write" | "webhooks:manage" | "leads:read")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            id: number;
                            key: string;
                            last_used_at: string | null;
                            name: string;
                            public_id: string;
                            scopes: ("calls:read" | "availability:write" | "webhooks:manage" | "leads:read")[];
                            widget_origins: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteProApiKeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putProApiKeysByIdWidgetOrigins: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "origins": [
                 *         "https://lender.example"
                 *       ]
                 *     }
                 */
                "application/json": {
                    origins: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            id: number;
                            last_used_at: string | null;
                            name: string;
                            public_id: string;
                            scopes: ("calls:read" | "availability:write" | "webhooks:manage" | "leads:read")[];
                            widget_origins: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProAppointments: {
        parameters: {
            query?: {
                page?: number;
                when?: "upcoming" | "past" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: {
                                appointment_date: string;
                                buyer: {
                                    email: string;
                                    name: string;
                                };
                                buyer_photo: string | null;
                                cancellation_note: string | null;
                                created_at: string;
                                description: string;
                                ends_at: string;
                                id: number;
                                meet_link: string | null;
                                microsoft_meeting_id: string | null;
                                professional: {
                                    company: string;
                                    id: number;
                                    /** @enum {string} */
                                    kind: "lender" | "housing_counselor" | "real_estate_agent";
                                    name: string;
                                };
                                professional_detail_id: number;
                                program: {
                                    id: number;
                                    name: string;
                                };
                                program_administrative_information_id: number;
                                starts_at: string;
                                /** @enum {string} */
                                status: "booked" | "cancelled" | "completed" | "no_show";
                            }[];
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProAppointmentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            appointment_date: string;
                            buyer: {
                                email: string;
                                name: string;
                            };
                            buyer_details: {
                                email: string;
                                mobile_number: string | null;
                                name: string;
                                note: string;
                                photo: string | null;
                                program_outlook: {
                                    amount: number;
                                    answers_complete: boolean;
                                    blockers: string[];
                                    estimate: string;
                                    money: ("keep" | "repay" | "yearly_tax_credit") | null;
                                    status: ("likely" | "possible" | "needs_review" | "not_eligible") | null;
                                    up_to: number;
                                    wallet_group: ("counted" | "alternative") | null;
                                    wallet_total: number;
                                    warnings: string[];
                                    why_not_counted: string | null;
                                };
                            };
                            cancellation_note: string | null;
                            created_at: string;
                            description: string;
                            ends_at: string;
                            id: number;
                            meet_link: string | null;
                            microsoft_meeting_id: string | null;
                            professional: {
                                company: string;
                                id: number;
                                /** @enum {string} */
                                kind: "lender" | "housing_counselor" | "real_estate_agent";
                                name: string;
                            };
                            professional_detail_id: number;
                            program: {
                                id: number;
                                name: string;
                            };
                            program_administrative_information_id: number;
                            starts_at: string;
                            /** @enum {string} */
                            status: "booked" | "cancelled" | "completed" | "no_show";
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putProAppointmentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "cancel" | "complete" | "no_show";
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Appointment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProAppointmentsByIdProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CallProposal"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProAppointmentsByIdProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    appointment_date: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CallProposal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WeeklyAvailability"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putProAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeeklyAvailabilityInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WeeklyAvailability"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProDirectoryEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Professional"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchProDirectoryEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bio?: string;
                    company?: string;
                    languages?: string[];
                    nmls_id?: string | null;
                    states_served?: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Professional"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProLeads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            buyer_email: string;
                            buyer_name: string;
                            buyer_phone: string | null;
                            consent_text: string;
                            consented_at: string;
                            county: string;
                            county_name: string;
                            created_at: string;
                            home_price: number;
                            id: number;
                            program_count: number;
                            source_origin: string | null;
                            wallet_total: number;
                            wallet_up_to_total: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            disabled_at: string | null;
                            disabled_reason: string | null;
                            events: ("call.booked" | "call.rescheduled" | "call.cancelled" | "call.completed" | "lead.created")[];
                            id: number;
                            previous_secret_until: string | null;
                            url: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://crm.example.com/hooks/homebuyer",
                 *       "events": [
                 *         "call.booked",
                 *         "call.cancelled"
                 *       ]
                 *     }
                 */
                "application/json": {
                    events: ("call.booked" | "call.rescheduled" | "call.cancelled" | "call.completed" | "lead.created")[];
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            disabled_at: string | null;
                            disabled_reason: string | null;
                            events: ("call.booked" | "call.rescheduled" | "call.cancelled" | "call.completed" | "lead.created")[];
                            id: number;
                            previous_secret_until: string | null;
                            secret: string;
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteProWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProWebhooksByIdDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: number;
                            created_at: string;
                            /** @enum {string} */
                            event_type: "call.booked" | "call.rescheduled" | "call.cancelled" | "call.completed" | "lead.created";
                            id: number;
                            last_attempt_at: string | null;
                            last_response_code: number | null;
                            message_id: string;
                            next_attempt_at: string | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProWebhooksByIdDeliveriesByDeliveryIdRedeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attempts: number;
                            created_at: string;
                            /** @enum {string} */
                            event_type: "call.booked" | "call.rescheduled" | "call.cancelled" | "call.completed" | "lead.created";
                            id: number;
                            last_attempt_at: string | null;
                            last_response_code: number | null;
                            message_id: string;
                            next_attempt_at: string | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProWebhooksByIdEnable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            disabled_at: string | null;
                            disabled_reason: string | null;
                            events: ("call.booked" | "call.rescheduled" | "call.cancelled" | "call.completed" | "lead.created")[];
                            id: number;
                            previous_secret_until: string | null;
                            url: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProWebhooksByIdSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            disabled_at: string | null;
                            disabled_reason: string | null;
                            events: ("call.booked" | "call.rescheduled" | "call.cancelled" | "call.completed" | "lead.created")[];
                            id: number;
                            previous_secret_until: string | null;
                            secret: string;
                            url: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProfessionals: {
        parameters: {
            query?: {
                kind?: "lender" | "housing_counselor" | "real_estate_agent";
                program_id?: number;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Professional"][];
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProfessionalsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Professional"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPrograms: {
        parameters: {
            query?: {
                city?: string;
                county?: string;
                first_time_buyer?: "required" | "not_required";
                funding_status?: "open" | "limited" | "waitlist" | "paused" | "closed";
                min_amount?: number;
                /** @example teacher */
                occupation?: "teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other";
                /** @example 1 */
                page?: number;
                /** @example 20 */
                per_page?: number;
                search?: string;
                /** @example TX */
                state?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                type?: "grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProgramPage"];
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProgramsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProgramDetail"];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProgramsCoverage: {
        parameters: {
            query: {
                /** @example OH */
                state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            counties: {
                                fips: string;
                                label: string;
                                path: string | null;
                                programs: number;
                            }[];
                            map: {
                                height: number;
                                outline: string;
                                width: number;
                            };
                            programs: {
                                administrator: string;
                                amount_summary: string;
                                /** @enum {string} */
                                funding_status: "open" | "limited" | "waitlist" | "paused" | "closed";
                                id: number;
                                name: string;
                                place: string | null;
                                /** @enum {string} */
                                reach: "statewide" | "local" | "several_states" | "every_state";
                            }[];
                            sentence: string;
                            /** @enum {string} */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                            state_name: string;
                        };
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProgramsPlaces: {
        parameters: {
            query: {
                county: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            cities: string[];
                            county: string;
                            county_label: string;
                        };
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProgramsStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            district_of_columbia: boolean;
                            national_programs: number;
                            places: number;
                            programs: number;
                            providers: number;
                            puerto_rico: boolean;
                            states: number;
                        };
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    password_confirmation: string;
                    time_zone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchPeopleToInvite: {
        parameters: {
            query: {
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            name: string;
                            /** @enum {string} */
                            source: "home_team" | "microsoft";
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    searchSite: {
        parameters: {
            query?: {
                kind?: "program" | "blog" | "docs" | "page";
                limit?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            context: string;
                            excerpt: {
                                highlighted: boolean;
                                text: string;
                            }[];
                            /** @enum {string} */
                            kind: "program" | "blog" | "docs" | "page";
                            title: string;
                        }[];
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUploadsByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Wallet"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createLead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answers: {
                        city?: string | null;
                        county?: string | null;
                        /** @enum {string} */
                        credit_score_band: "under_580" | "580_619" | "620_639" | "640_659" | "660_679" | "680_719" | "720_plus";
                        household_income: number;
                        household_size: number;
                        /** @enum {string} */
                        loan_type: "fha" | "va" | "usda" | "conventional" | "not_sure";
                        /** @enum {string} */
                        occupation: "teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other" | "none";
                        owned_home_last_3_years: boolean;
                        owned_home_last_7_years?: boolean | null;
                        parents_owned_home: boolean;
                        primary_residence: boolean;
                        /** @enum {string} */
                        property_type: "single_family" | "condo" | "townhouse" | "two_to_four_units" | "manufactured";
                        savings: number;
                        /** @enum {string} */
                        state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                        student_debt: boolean;
                        target_price: number;
                        /** @enum {string} */
                        targeted_area: "yes" | "no" | "not_sure";
                        /** @enum {string} */
                        timeline: "0_3_months" | "3_6_months" | "6_12_months" | "over_a_year" | "just_exploring";
                        veteran: boolean;
                    };
                    /** @enum {boolean} */
                    consent: true;
                    email: string;
                    key: string;
                    name: string;
                    phone?: string | null;
                    source_origin?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            professional_name: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWizardToolBiometricsWebauthnRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    name?: string;
                    response: {
                        id: string;
                        rawId: string;
                        response: {
                            clientDataJSON: string;
                        } & {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        type: "public-key";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            id: number;
                            last_used_at: string | null;
                            name: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWizardToolBiometricsWebauthnRegisterOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWizardToolGenerateOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    description: "register" | "login";
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            resend_after_seconds: number;
                            /** @enum {boolean} */
                            sent: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startGoogleSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    addCallToGoogleCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    appointment_id: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            appointment: components["schemas"]["Appointment"];
                            htmlLink: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    connectGoogleCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            connect_url: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWizardToolLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    otp?: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWizardToolLoginChecker: {
        parameters: {
            query: {
                email: string;
                mobile_number?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWizardToolLoginWithCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    otp: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWizardToolLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWizardToolMicrosoftSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    first_name?: string;
                    last_name?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWizardToolProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWizardToolProfileRemovePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWizardToolProfileUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_state?: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY") | null;
                    date_of_birth?: string | null;
                    first_name?: string | null;
                    last_name?: string | null;
                    mobile_number?: string;
                    time_zone?: string | null;
                    where_did_you_here_about_us?: ("Search engine" | "Social media" | "Friend or family" | "Real estate agent" | "Lender or loan officer" | "Housing counselor" | "Employer" | "News or blog" | "Other") | null;
                };
                "multipart/form-data": {
                    current_state?: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY") | null;
                    date_of_birth?: string | null;
                    first_name?: string | null;
                    last_name?: string | null;
                    mobile_number?: string;
                    /**
                     * Format: binary
                     * @description An image of at most 5 MB, stored as WebP.
                     */
                    photo?: string;
                    time_zone?: string | null;
                    where_did_you_here_about_us?: ("Search engine" | "Social media" | "Friend or family" | "Real estate agent" | "Lender or loan officer" | "Housing counselor" | "Employer" | "News or blog" | "Other") | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    connectMicrosoftCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            connect_url: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWizardToolRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    mobile_number: string;
                    otp: string;
                    time_zone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWizardToolSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            profile: components["schemas"]["Profile"] | null;
                            signed_in: boolean;
                        };
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWizardToolSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credential?: string;
                    email?: string;
                    first_name?: string;
                    last_name?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWizardAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SavedAnswers"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putWizardAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    city?: string | null;
                    complete?: boolean;
                    county?: string | null;
                    /** @enum {string} */
                    credit_score_band?: "under_580" | "580_619" | "620_639" | "640_659" | "660_679" | "680_719" | "720_plus";
                    household_income?: number;
                    household_size?: number;
                    /** @enum {string} */
                    loan_type?: "fha" | "va" | "usda" | "conventional" | "not_sure";
                    /** @enum {string} */
                    occupation?: "teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other" | "none";
                    owned_home_last_3_years?: boolean;
                    owned_home_last_7_years?: boolean | null;
                    parents_owned_home?: boolean;
                    primary_residence?: boolean;
                    /** @enum {string} */
                    property_type?: "single_family" | "condo" | "townhouse" | "two_to_four_units" | "manufactured";
                    savings?: number;
                    /** @enum {string} */
                    state?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                    student_debt?: boolean;
                    target_price?: number;
                    /** @enum {string} */
                    targeted_area?: "yes" | "no" | "not_sure";
                    /** @enum {string} */
                    timeline?: "0_3_months" | "3_6_months" | "6_12_months" | "over_a_year" | "just_exploring";
                    veteran?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SavedAnswers"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    previewWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "TX",
                 *       "county": "48453",
                 *       "household_size": 3,
                 *       "household_income": 85000,
                 *       "owned_home_last_3_years": false,
                 *       "owned_home_last_7_years": false,
                 *       "parents_owned_home": true,
                 *       "veteran": false,
                 *       "occupation": "teacher",
                 *       "primary_residence": true,
                 *       "property_type": "single_family",
                 *       "target_price": 300000,
                 *       "credit_score_band": "680_719",
                 *       "savings": 20000,
                 *       "loan_type": "fha",
                 *       "timeline": "3_6_months",
                 *       "student_debt": false,
                 *       "targeted_area": "no"
                 *     }
                 */
                "application/json": {
                    city?: string | null;
                    county?: string | null;
                    /** @enum {string} */
                    credit_score_band: "under_580" | "580_619" | "620_639" | "640_659" | "660_679" | "680_719" | "720_plus";
                    household_income: number;
                    household_size: number;
                    /** @enum {string} */
                    loan_type: "fha" | "va" | "usda" | "conventional" | "not_sure";
                    /** @enum {string} */
                    occupation: "teacher" | "law_enforcement" | "firefighter_ems" | "corrections" | "healthcare" | "military" | "other" | "none";
                    owned_home_last_3_years: boolean;
                    owned_home_last_7_years?: boolean | null;
                    parents_owned_home: boolean;
                    primary_residence: boolean;
                    /** @enum {string} */
                    property_type: "single_family" | "condo" | "townhouse" | "two_to_four_units" | "manufactured";
                    savings: number;
                    /** @enum {string} */
                    state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "PR" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
                    student_debt: boolean;
                    target_price: number;
                    /** @enum {string} */
                    targeted_area: "yes" | "no" | "not_sure";
                    /** @enum {string} */
                    timeline: "0_3_months" | "3_6_months" | "6_12_months" | "over_a_year" | "just_exploring";
                    veteran: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            results: {
                                amount: number;
                                blockers: string[];
                                estimate: string;
                                favorite: boolean;
                                /** @enum {string} */
                                money: "keep" | "repay" | "yearly_tax_credit";
                                program: components["schemas"]["ProgramSummary"];
                                reasons: string[];
                                /** @enum {string} */
                                status: "likely" | "possible" | "needs_review" | "not_eligible";
                                steps: string[];
                                up_to: number;
                                wallet_group: ("counted" | "alternative") | null;
                                warnings: string[];
                                why_not_counted: string | null;
                            }[];
                            wallet: components["schemas"]["Wallet"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWizardResults: {
        parameters: {
            query?: {
                all?: "0" | "1" | "true" | "false";
                page?: number;
                search?: string;
                sort?: "status" | "amount";
                status?: "likely" | "possible" | "needs_review" | "not_eligible";
                type?: "grant" | "forgivable_second" | "deferred_second" | "repayable_second" | "shared_appreciation_second" | "mortgage_credit_certificate" | "affordable_first_mortgage" | "down_payment_assistance";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answers_complete: boolean;
                            catalogue_note: string | null;
                            current_page: number;
                            data: {
                                amount: number;
                                blockers: string[];
                                estimate: string;
                                favorite: boolean;
                                /** @enum {string} */
                                money: "keep" | "repay" | "yearly_tax_credit";
                                program: components["schemas"]["ProgramSummary"];
                                reasons: string[];
                                /** @enum {string} */
                                status: "likely" | "possible" | "needs_review" | "not_eligible";
                                steps: string[];
                                up_to: number;
                                wallet_group: ("counted" | "alternative") | null;
                                warnings: string[];
                                why_not_counted: string | null;
                            }[];
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    callBookedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The id of the delivery (`msg_…`), the same on every attempt: skip one already handled. */
                "webhook-id": string;
                /** @description `v1,` and the base64 HMAC-SHA256, keyed with the base64-decoded part of the secret after `whsec_`, of `<webhook-id>.<webhook-timestamp>.<body>`; during a rotation, two such signatures separated by a space. */
                "webhook-signature": string;
                /** @description When this attempt was made, in seconds since 1970; refuse one far from your clock. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "call.booked",
                 *       "timestamp": "2026-11-28T14:03:51.120Z",
                 *       "data": {
                 *         "call_id": 4182,
                 *         "professional_id": 17,
                 *         "program_id": 203,
                 *         "starts_at": "2026-12-02T15:00:00.000Z",
                 *         "ends_at": "2026-12-02T15:30:00.000Z",
                 *         "status": "booked",
                 *         "cancelled_by": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CallEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx answer will do; anything else is tried again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is turned off and sent nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    callCancelledWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The id of the delivery (`msg_…`), the same on every attempt: skip one already handled. */
                "webhook-id": string;
                /** @description `v1,` and the base64 HMAC-SHA256, keyed with the base64-decoded part of the secret after `whsec_`, of `<webhook-id>.<webhook-timestamp>.<body>`; during a rotation, two such signatures separated by a space. */
                "webhook-signature": string;
                /** @description When this attempt was made, in seconds since 1970; refuse one far from your clock. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "call.cancelled",
                 *       "timestamp": "2026-11-28T14:03:51.120Z",
                 *       "data": {
                 *         "call_id": 4182,
                 *         "professional_id": 17,
                 *         "program_id": 203,
                 *         "starts_at": "2026-12-02T15:00:00.000Z",
                 *         "ends_at": "2026-12-02T15:30:00.000Z",
                 *         "status": "cancelled",
                 *         "cancelled_by": "buyer"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CallEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx answer will do; anything else is tried again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is turned off and sent nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    callCompletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The id of the delivery (`msg_…`), the same on every attempt: skip one already handled. */
                "webhook-id": string;
                /** @description `v1,` and the base64 HMAC-SHA256, keyed with the base64-decoded part of the secret after `whsec_`, of `<webhook-id>.<webhook-timestamp>.<body>`; during a rotation, two such signatures separated by a space. */
                "webhook-signature": string;
                /** @description When this attempt was made, in seconds since 1970; refuse one far from your clock. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "call.completed",
                 *       "timestamp": "2026-11-28T14:03:51.120Z",
                 *       "data": {
                 *         "call_id": 4182,
                 *         "professional_id": 17,
                 *         "program_id": 203,
                 *         "starts_at": "2026-12-02T15:00:00.000Z",
                 *         "ends_at": "2026-12-02T15:30:00.000Z",
                 *         "status": "completed",
                 *         "cancelled_by": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CallEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx answer will do; anything else is tried again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is turned off and sent nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    callRescheduledWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The id of the delivery (`msg_…`), the same on every attempt: skip one already handled. */
                "webhook-id": string;
                /** @description `v1,` and the base64 HMAC-SHA256, keyed with the base64-decoded part of the secret after `whsec_`, of `<webhook-id>.<webhook-timestamp>.<body>`; during a rotation, two such signatures separated by a space. */
                "webhook-signature": string;
                /** @description When this attempt was made, in seconds since 1970; refuse one far from your clock. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "call.rescheduled",
                 *       "timestamp": "2026-11-28T14:03:51.120Z",
                 *       "data": {
                 *         "call_id": 4182,
                 *         "professional_id": 17,
                 *         "program_id": 203,
                 *         "starts_at": "2026-12-02T15:00:00.000Z",
                 *         "ends_at": "2026-12-02T15:30:00.000Z",
                 *         "status": "booked",
                 *         "cancelled_by": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CallEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx answer will do; anything else is tried again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is turned off and sent nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    leadCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The id of the delivery (`msg_…`), the same on every attempt: skip one already handled. */
                "webhook-id": string;
                /** @description `v1,` and the base64 HMAC-SHA256, keyed with the base64-decoded part of the secret after `whsec_`, of `<webhook-id>.<webhook-timestamp>.<body>`; during a rotation, two such signatures separated by a space. */
                "webhook-signature": string;
                /** @description When this attempt was made, in seconds since 1970; refuse one far from your clock. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "lead.created",
                 *       "timestamp": "2026-11-28T14:03:51.120Z",
                 *       "data": {
                 *         "id": 311,
                 *         "professional_id": 17,
                 *         "buyer_name": "Rosa Díaz",
                 *         "buyer_email": "rosa.diaz@example.com",
                 *         "buyer_phone": "+1 512 555 0142",
                 *         "home_price": 300000,
                 *         "county": "48453",
                 *         "county_name": "Travis",
                 *         "wallet_total": 17500,
                 *         "wallet_up_to_total": 21000,
                 *         "program_count": 3,
                 *         "consent_text": "I agree that Homebuyer Wizard shares my name, email, phone number and these answers with Pat Lender, and only with them, so that they can contact me about buying this home.",
                 *         "consented_at": "2026-11-28T14:03:51.120Z",
                 *         "source_origin": "https://www.lending.example",
                 *         "created_at": "2026-11-28T14:03:51.120Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["LeadEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx answer will do; anything else is tried again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the endpoint is turned off and sent nothing more. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
