include "f522.td"
