include "f209.td"
