include "f436.td"
