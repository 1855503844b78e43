include "f287.td"
