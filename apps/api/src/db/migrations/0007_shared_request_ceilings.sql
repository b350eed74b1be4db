CREATE TABLE "request_ceilings" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "request_ceilings_key_window_start_pk" PRIMARY KEY("key","window_start")
);
