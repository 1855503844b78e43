include "f151.td"
