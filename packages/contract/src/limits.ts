// The largest value of every text and id a client may send, in one place: the request schemas,
// the forms' `maxLength` and the server's own checks all read them from here. Without zod, so a
// screen can import them (subpath `@moim/contract/limits`) without the schemas.

/** RFC 5321's longest usable address. */
export const EMAIL_MAX_LENGTH = 254;
/** A login ID as chosen at sign-up. */
export const USER_ID_MAX_LENGTH = 20;
/**
 * A login ID given to find an account (sign-in, recovery, profile and list paths, the `userId`
 * the spec's payloads repeat): more than any ID that can be chosen, so lookups of odd old IDs
 * answer "not found" rather than "too long", yet bounded.
 */
export const USER_ID_LOOKUP_MAX_LENGTH = 200;
export const USERNAME_MAX_LENGTH = 40;
export const PASSWORD_MAX_LENGTH = 128;
/** A date written YYYY-MM-DD. */
export const DATE_MAX_LENGTH = 10;
/** A time written HH:mm. */
export const TIME_MAX_LENGTH = 5;
/** A value picked from a short list (a gender). */
export const CHOICE_MAX_LENGTH = 20;
/** A nationality: an ISO code, or a country's English or Korean name. */
export const NATIONALITY_MAX_LENGTH = 100;
/** A sign-up code from the e-mail. */
export const VERIFICATION_CODE_LENGTH = 6;
/** A session token or a signed ticket (a JWT of a few hundred characters). */
export const TOKEN_MAX_LENGTH = 4096;

export const EVENT_NAME_MAX_LENGTH = 100;
/** Stored HTML of a description, markup included. */
export const EVENT_DESCRIPTION_MAX_LENGTH = 20_000;
export const EVENT_QUESTION_MAX_LENGTH = 300;
/** The address chosen from the suggestions. */
export const LOCATION_MAX_LENGTH = 200;
export const LOCATION_DETAIL_MAX_LENGTH = 200;
/** The venue's name, as the host writes it ("Café Sol"). */
export const VENUE_MAX_LENGTH = 100;
/** An uploaded image's URL as this server gave it. */
export const IMAGE_URL_MAX_LENGTH = 500;
/** An uploader's description of an image (its alt text), read out by screen readers. */
export const IMAGE_ALT_MAX_LENGTH = 250;
/** Photos one review may have. */
export const MAX_REVIEW_IMAGES = 5;
/** A review's rating: half a star to five stars, in half steps (the star input and the check share them). */
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;
/** The answer to a host's question when joining. */
export const ANSWER_MAX_LENGTH = 500;
/** A check-in code as typed, spaces and dashes included (the code itself is 8 characters). */
export const CHECK_IN_CODE_MAX_LENGTH = 32;
/** A host's message to their guests (the chat's own limit). */
export const GUEST_MESSAGE_MAX_LENGTH = 1000;
/** The free text of the delete screen's 'Other' reason. */
export const DELETE_DETAIL_MAX_LENGTH = 500;
/** Stored HTML of a review, markup included (its text is limited to 300 characters). */
export const REVIEW_HTML_MAX_LENGTH = 5000;
/** The longest text searched for in the events list (name and description, or the address). */
export const EVENT_LIST_QUERY_MAX_LENGTH = 100;
/** The address search of the event form. */
export const PLACE_QUERY_MAX_LENGTH = 100;

/** Database ids are PostgreSQL `integer`s: 1 to 2³¹ − 1. */
export const RECORD_ID_MAX = 2_147_483_647;

/** A chat message's text, after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** The id a client gives a message so that a send retried after a reconnect is stored once. */
export const CHAT_CLIENT_ID_MAX_LENGTH = 100;
/** Why a message, an event or a person is reported. */
export const REPORT_REASON_MAX_LENGTH = 1000;
/** Why a moderator acted: written to the audit log, and shown in a warning. */
export const MODERATION_REASON_MAX_LENGTH = 500;
/** A reported thing's id in the moderators' API: a record id, or a person's users.id. */
export const REPORT_TARGET_ID_MAX_LENGTH = 40;
/** The longest suspension short of one for good: ten years. */
export const SUSPENSION_MAX_DAYS = 3650;
/** The spec's cache-busting `_t` query parameter (a timestamp). */
export const CACHE_BUSTER_MAX_LENGTH = 50;
/** The secret of a personal calendar feed in its URL (decision 0031): more than any this server issues. */
export const CALENDAR_FEED_TOKEN_MAX_LENGTH = 100;
/** Where to go back to after signing in: a path of this site, with its query. */
export const RETURN_PATH_MAX_LENGTH = 1000;

/** The contact form's title. */
export const CONTACT_TITLE_MAX_LENGTH = 150;
/** A phone number as people write it, country code, spaces and dashes included. */
export const PHONE_MAX_LENGTH = 30;
/** The contact form's message. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** The contact form's optional file, in bytes (5 MB). */
export const CONTACT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** A Living-in-Korea post's title, and each section's heading. */
export const POST_TITLE_MAX_LENGTH = 150;
export const POST_HEADING_MAX_LENGTH = 150;
/** Stored HTML of one section of a post, markup included. */
export const POST_SECTION_MAX_LENGTH = 20_000;
export const POST_FAQ_QUESTION_MAX_LENGTH = 300;
export const POST_FAQ_ANSWER_MAX_LENGTH = 2000;
/** A related link's address and what it says about it. */
export const POST_LINK_URL_MAX_LENGTH = 2000;
export const POST_LINK_DESCRIPTION_MAX_LENGTH = 300;
/** A post's address (`/notice/{slug}`), made from its title. */
export const POST_SLUG_MAX_LENGTH = 100;
/** The search box of the Living-in-Korea page (title and text). */
export const POST_QUERY_MAX_LENGTH = 100;

/** A mail's unsubscribe token (a signed JWT of a few hundred characters) is refused past this. */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 2000;
/** The name of a person's home area (a district or an address of the place search). */
export const HOME_AREA_NAME_MAX_LENGTH = 200;
/** A push subscription's endpoint URL (push services' are under 500 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2000;
/** A push subscription's key, base64url (p256dh is 87 characters, auth 22). */
export const PUSH_KEY_MAX_LENGTH = 200;
/** A point (`near`) or an area (`bounds`) of the events list, as numbers separated by commas. */
export const GEO_QUERY_MAX_LENGTH = 100;
