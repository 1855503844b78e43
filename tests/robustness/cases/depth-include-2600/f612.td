include "f613.td"
